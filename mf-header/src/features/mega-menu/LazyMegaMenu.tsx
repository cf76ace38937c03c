import { lazy, Suspense } from 'react';
import type { Messages } from '../i18n/messages';
// The menu's styles stay with the header (not the lazy chunk), so the placeholder is laid out like the menu.
import './megaMenu.css';

/**
 * The mega-menu's code (disclosures, keyboard handling, recommendations) is a chunk of its own: its data
 * arrives after the header is on screen anyway, so its code loads alongside instead of in the header's first
 * bytes. `preloadMegaMenu` starts that load as soon as the header's module arrives.
 */
const loadMegaMenu = () => import(/* webpackChunkName: "mega-menu" */ './MegaMenu');
export const preloadMegaMenu = () => void loadMegaMenu();

const MegaMenu = lazy(() => loadMegaMenu().then((m) => ({ default: m.MegaMenu })));

/** Exactly what MegaMenu renders while its tree loads, so nothing moves when the code arrives. */
function MenuLoading({ messages }: { messages: Messages }) {
  return (
    <nav aria-label={messages.mainNav} className="hdr-menu">
      <p className="hdr-menu__status" role="status">
        <span className="hdr-visually-hidden">{messages.menuLoading}</span>
      </p>
    </nav>
  );
}

export function LazyMegaMenu({ messages }: { messages: Messages }) {
  return (
    <Suspense fallback={<MenuLoading messages={messages} />}>
      <MegaMenu messages={messages} />
    </Suspense>
  );
}
