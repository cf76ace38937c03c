import { PAGE_SLOT_LAYOUT, RemoteSlot, type RemoteModuleId, type RemoteModules } from '@tiles/shared';
import { PageFallback } from '../layout/fallbacks';
import type { ShellMessageId } from '../i18n/messages';

interface Props<K extends RemoteModuleId> {
  id: K;
  props: RemoteModules[K];
  what: ShellMessageId;
}

export function RemotePage<K extends RemoteModuleId>({ id, props, what }: Props<K>) {
  return (
    // Keyed by module: moving between two remotes' pages mounts a fresh slot instead of reusing the old one.
    <RemoteSlot
      key={id}
      id={id}
      props={props}
      reserve={PAGE_SLOT_LAYOUT.reserve}
      fallback={(retry) => <PageFallback retry={retry} what={what} />}
    />
  );
}
