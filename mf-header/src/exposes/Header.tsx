import type { HeaderProps, ModuleLoader } from '@tiles/shared';
import { SiteHeader } from '../features/header/SiteHeader';
import { useStartHeader } from '../features/header/useStartHeader';

// Server-only code, loaded when the shell's server calls it: the browser's chunks of this module do not carry it.
export const loader: ModuleLoader = (request) => import('../features/mega-menu/menuLoader').then((m) => m.loadHeader(request));

/** The header remote's public surface: the shell passes the other teams' slots in. */
export default function Header(props: HeaderProps) {
  useStartHeader();
  return <SiteHeader {...props} release={__TILES_RELEASE__} />;
}
