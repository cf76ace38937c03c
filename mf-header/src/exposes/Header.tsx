import { currentLanguage, type HeaderProps } from '@tiles/shared';
import { SiteHeader } from '../features/header/SiteHeader';
import { preloadMegaMenu } from '../features/mega-menu/LazyMegaMenu';
import { loadMessages } from '../features/i18n/messages';

// The menu's code and the page language's strings load in parallel with the header's first render.
if (typeof window !== 'undefined') {
  preloadMegaMenu();
  void loadMessages(currentLanguage().code);
}

/** The header remote's public surface: the shell passes the other teams' slots in. */
export default function Header(props: HeaderProps) {
  return <SiteHeader {...props} release={__TILES_RELEASE__} />;
}
