import { currentLanguage, SlotPlaceholder } from '@tiles/shared';
import { atRequest, renderAt, serverSlotRenderers, type ServerRenderer } from '@tiles/shared/server';
import Header from '../exposes/Header';
import { preloadMegaMenu } from '../features/mega-menu/LazyMegaMenu';
import { serverMenu, setServerMenu, type MenuTop } from '../features/mega-menu/serverMenu';
import { fetchMenu } from '../features/mega-menu/useMenuTree';

/**
 * How long the header waits for the category tree: well inside the shell's budget for the whole render, so a slow
 * store costs the page its menu bar (the browser fills it), not its whole server-rendered header.
 */
const MENU_BUDGET_MS = 300;
/**
 * The bar changes when merchandisers change the category tree, rarely: each store's bar is reused for a minute,
 * so most renders ask nothing (the browser still loads the whole tree for the submenus).
 */
const MENU_FRESH_MS = 60_000;
const bars = new Map<string, { at: number; tops: MenuTop[] }>();

function menuWithinBudget(): ReturnType<typeof fetchMenu> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<{ error: string }>((resolve) => {
    timer = setTimeout(() => resolve({ error: 'The store was slow.' }), MENU_BUDGET_MS);
  });
  return Promise.race([fetchMenu(), late]).finally(() => clearTimeout(timer));
}

/** The menu bar for this store and language: fresh from the store, or the last one it gave when it is slow or down. */
async function menuBar(store: string): Promise<MenuTop[] | null> {
  const known = bars.get(store);
  if (known && Date.now() - known.at < MENU_FRESH_MS) return known.tops;
  const menu = await menuWithinBudget();
  if (!('entries' in menu)) return known?.tops ?? null;
  const tops = menu.entries.map((e): MenuTop => ({ key: e.key, name: e.name, href: e.href, path: e.path }));
  bars.set(store, { at: Date.now(), tops });
  return tops;
}

/**
 * The header's server render (built to dist/server/, called by the shell's server). It renders what the
 * browser's first render shows: banner, links, language switch and the menu's top entries (crawlable links,
 * and no empty bar on a slow phone), with empty slots for search, cart and callback. The menu's data goes to
 * the browser (its top entries only: the submenus' tree loads in the browser), so the live header starts with the
 * same menu bar. The bar travels in the request's cache (read by the menu's hooks), never in module state.
 */
export const render: ServerRenderer = (id, request) =>
  atRequest(request, async (at) => {
    if (id !== 'mf_header/Header') return null;
    // A server render cannot wait for a suspended component: the menu's code and its data load first (atRequest
    // has loaded the strings of the request's language).
    const language = currentLanguage().code;
    const [bar] = await Promise.all([menuBar(`${request.settings.graphqlUrl} ${language}`), preloadMegaMenu()]);
    if (bar) setServerMenu(at.cache, bar);
    const tops = serverMenu(at.cache);
    const html = renderAt(
      at,
      <Header
        searchSlot={serverSlotRenderers.renderSearchBox()}
        cartSlot={<SlotPlaceholder id="mf_cart/MiniCart" />}
        callbackSlot={serverSlotRenderers.renderCallbackButton({ variant: 'header' })}
      />,
    );
    return tops ? { html, data: { menu: tops } } : { html };
  });
