import { PAGE_SLOT_LAYOUT, RemoteSlot, type RemoteModuleId } from '@tiles/shared';
import { NeedsScripts, PageFallback } from '../layout/fallbacks';

interface Props {
  /** The module that is the page; null: no module claims this path (its remote could not be read). */
  id: RemoteModuleId | null;
  props: object;
  /** The page's name in the shopper's language, from its module's handle. */
  name?: string;
}

export function RemotePage({ id, props, name }: Props) {
  if (!id) return <PageFallback retry={() => window.location.reload()} />;
  return (
    // Keyed by module: moving between two remotes' pages mounts a fresh slot instead of reusing the old one.
    <RemoteSlot
      key={id}
      id={id}
      props={props as never}
      reserve={PAGE_SLOT_LAYOUT.reserve}
      pending={<NeedsScripts />}
      fallback={(retry) => <PageFallback retry={retry} name={name} />}
    />
  );
}
