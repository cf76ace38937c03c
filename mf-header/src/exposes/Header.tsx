import type { HeaderProps } from '@tiles/shared';
import { SiteHeader } from '../features/header/SiteHeader';

/** The header remote's public surface: the shell passes the other teams' slots in. */
export default function Header(props: HeaderProps) {
  return <SiteHeader {...props} release={__TILES_RELEASE__} />;
}
