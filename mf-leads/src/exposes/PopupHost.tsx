import type { EmptyProps, ModuleHandle } from '@tiles/shared';
import { PopupHost as Host } from '../features/popups/PopupHost';

/** Only looked at, or waiting anyway: its code loads once the page has settled or at the first interaction. */
export const handle: ModuleHandle = { loads: 'idle' };

/** Mounted once on every page by the shell. */
export default function PopupHost(_props: EmptyProps) {
  return <Host />;
}
