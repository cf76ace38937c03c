import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useRequestCache } from '@tiles/shared';
import { menuMessages } from './i18n/messages';
import { serverMenu } from './serverMenu';
// The menu's styles stay with the header (not the lazy chunk), so the placeholder is laid out like the menu.
import './megaMenu.css';

type MegaMenuComponent = ComponentType;

/**
 * The mega-menu's code (disclosures, keyboard handling, recommendations) is a chunk of its own: its data
 * arrives after the header is on screen anyway, so its code loads alongside instead of in the header's first
 * bytes. `preloadMegaMenu` starts that load as soon as the header's module arrives (and the server's render waits
 * for it: a server render cannot wait for a suspended component).
 */
let loaded: MegaMenuComponent | null = null;
const loadMegaMenu = () =>
  import(/* webpackChunkName: "mega-menu" */ './MegaMenu').then((m) => {
    loaded = m.MegaMenu;
    return { default: m.MegaMenu };
  });
export const preloadMegaMenu = (): Promise<unknown> => loadMegaMenu();

const LazyMenu = lazy(loadMegaMenu);

/** Exactly what MegaMenu renders while its tree loads, so nothing moves when the code arrives. */
function MenuLoading() {
  const t = menuMessages.useT();
  return (
    <nav aria-label={t('mainNav')} className="hdr-menu">
      <p className="hdr-menu__status" role="status">
        <span className="hdr-visually-hidden">{t('menuLoading')}</span>
      </p>
    </nav>
  );
}

export function LazyMegaMenu() {
  const cache = useRequestCache();
  // Chosen once, so the menu is not remounted (losing what is open) when its code arrives later.
  const [mode] = useState(() => (loaded ? 'loaded' : serverMenu(cache) ? 'wait' : 'placeholder'));
  if (mode === 'loaded' && loaded) {
    const Loaded = loaded;
    return <Loaded />;
  }
  // The server rendered the menu: no Suspense boundary here, so the header's mount (a transition in its slot)
  // waits for the code while the slot keeps the server's menu on screen, instead of swapping it for a blank bar.
  if (mode === 'wait') return <LazyMenu />;
  return (
    <Suspense fallback={<MenuLoading />}>
      <LazyMenu />
    </Suspense>
  );
}
