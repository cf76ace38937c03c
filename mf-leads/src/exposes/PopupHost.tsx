import type { EmptyProps } from '@tiles/shared';
import { PopupHost as Host } from '../features/popups/PopupHost';

/** Mounted once on every page by the shell. */
export default function PopupHost(_props: EmptyProps) {
  return <Host />;
}
