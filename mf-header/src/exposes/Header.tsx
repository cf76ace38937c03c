import type { HeaderProps, ModuleLoader, ModuleHandle } from '@tiles/shared';
import { SiteHeader } from '../features/header/SiteHeader';
import { useStartHeader } from '../features/header/useStartHeader';

/** The frame of every page: its code and the menu's chunk load with the page's own (the other nested modules say `early` or `idle`). */
export const handle: ModuleHandle = { loads: 'first', loadsWith: ['mega-menu'] };

// Server-only code, loaded when the shell's server calls it: the browser's chunks of this module do not carry it.
export const loader: ModuleLoader = (request) => import('../features/mega-menu/menuLoader').then((m) => m.loadHeader(request));

/** The header remote's public surface: the shell passes the other teams' slots in. */
export default function Header(props: HeaderProps) {
  useStartHeader();
  return <SiteHeader {...props} release={__TILES_RELEASE__} />;
}
