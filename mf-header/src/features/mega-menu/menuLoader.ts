import type { ModuleLoader } from '@tiles/shared';
import { preloadMegaMenu } from './LazyMegaMenu';
import { serverMenu, setServerMenu, type MenuTop } from './serverMenu';
import { fetchMenu } from './useMenuTree';

/**
 * The share of the header's budget it waits for the category tree: a slow store costs the page its menu bar (the
 * browser fills it), not its whole server-rendered header. Repeated renders are answered by the shell's short-lived
 * cache of public answers (the tree is the same for every shopper of a store view).
 */
const MENU_SHARE = 0.75;

/**
 * The header's server data: the menu's top entries (crawlable links, and no empty bar on a slow phone), put into
 * the request's cache for the menu's hooks and handed to the browser so the live header starts with the same bar.
 * Only the top entries travel in the page; the submenus' tree loads in the browser.
 */
export const loadHeader: ModuleLoader = async ({ cache, budgetMs }) => {
  // The call itself ends at its share of the budget: nothing of this request goes on after it.
  const [menu] = await Promise.all([fetchMenu(budgetMs * MENU_SHARE), preloadMegaMenu()]);
  if ('entries' in menu)
    setServerMenu(
      cache,
      menu.entries.map((e): MenuTop => ({ key: e.key, name: e.name, href: e.href, path: e.path })),
    );
  const tops = serverMenu(cache);
  return tops ? { data: { menu: tops } } : {};
};
