import { pageCache, takeServerData, type HeaderProps, type ModuleLoader, type ModuleHandle } from '@tiles/shared';
import { SiteHeader } from '../features/header/SiteHeader';
import { preloadMegaMenu } from '../features/mega-menu/LazyMegaMenu';
import { setServerMenu } from '../features/mega-menu/serverMenu';

/** What the header's loader hands the browser (features/mega-menu/menuLoader.ts). */
interface HeaderServerData {
  /** The menu bar's top entries (checked before use). */
  menu?: unknown;
}

// The menu's code (and, as each catalogue's module runs, the page language's strings) load in parallel with the header's first render; a menu the
// server rendered with is primed, so the live header shows the same one.
if (typeof window !== 'undefined') {
  void preloadMegaMenu();
  const fromServer = takeServerData<HeaderServerData>('mf_header/Header');
  if (fromServer?.menu) setServerMenu(pageCache(), fromServer.menu);
}

/** The frame of every page: its code and the menu's chunk load with the page's own (the other nested modules say `early` or `idle`). */
export const handle: ModuleHandle = { loads: 'first', loadsWith: ['mega-menu'] };

// Server-only code, loaded when the shell's server calls it: the browser's chunks of this module do not carry it.
export const loader: ModuleLoader = (request) => import('../features/mega-menu/menuLoader').then((m) => m.loadHeader(request));

/** The header remote's public surface: the shell passes the other teams' slots in. */
export default function Header(props: HeaderProps) {
  return <SiteHeader {...props} release={__TILES_RELEASE__} />;
}
