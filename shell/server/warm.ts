import type { ServerConfig } from './config';
import { renderSettings, type PageOptions } from './page';
import { FIRST_VIEW, renderView } from './render';

/** A module's parts loaded on demand (a lazy chunk, a catalogue) load at its first render: one page of each kind. */
const PAGE_KINDS = ['/', '/catalogsearch/result/?q=tiles', '/contact', '/customer/account/forgotpassword'];

/**
 * Loads the remotes' server containers and renders each kind of page once in this process (a request to the port
 * could go to another worker) before its first shopper: a cold load and a first render can exceed the render budget.
 * Retried each second while the remotes or the API start; done when every module of the first view came from the server.
 */
export async function warm(config: () => ServerConfig, options: PageOptions): Promise<boolean> {
  const render = (path: string) => {
    const store = config().stores[0];
    const renderConfig = {
      remotes: store.browser.remotes,
      settings: renderSettings(config(), store),
      budgets: options.budgets,
      dataTtlMs: options.dataTtlMs,
    };
    return renderView(renderConfig, store.origin + path).catch(() => null);
  };
  for (let i = 0; i < 120; i++) {
    const view = await render('/tiles');
    if (view?.complete && FIRST_VIEW.every((id) => view.rendered.includes(id))) {
      for (const path of PAGE_KINDS) await render(path);
      return true;
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.warn(`[shell] ${options.dir}: no server render after 120 tries; pages are rendered in the browser until one works`);
  return false;
}
