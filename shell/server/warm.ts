import type { ServerConfig } from './config';
import { renderSettings, type PageOptions } from './page';
import { FIRST_VIEW, renderView } from './render';

const WARM_TRIES = 120;

/**
 * Loads the remotes' server bundles and runs one render of each in this process before its first shopper arrives:
 * a cold load and a first render can exceed the render budget. In-process, as a request to the port could be given
 * to another worker; retried each second while the remotes or the API are still starting. Done when the page and
 * every module of the first view came from the server.
 */
export async function warm(config: () => ServerConfig, options: PageOptions): Promise<boolean> {
  for (let i = 0; i < WARM_TRIES; i++) {
    const store = config().stores[0];
    const view = await renderView(
      { remotes: store.browser.remotes, settings: renderSettings(config(), store), budgets: options.budgets, dataTtlMs: options.dataTtlMs },
      `${store.origin}/tiles`,
    ).catch(() => null);
    if (view?.complete && FIRST_VIEW.every((id) => view.rendered.includes(id))) return true;
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.warn(`[shell] ${options.dir}: no server render after ${WARM_TRIES} tries; pages are rendered in the browser until one works`);
  return false;
}
