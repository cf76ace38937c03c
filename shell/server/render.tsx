import { text } from 'node:stream/consumers';
import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { RuntimeSettings } from '@tiles/shared/src/config/runtime';
import type { LoaderAnswer } from '@tiles/shared/src/data/loaders';
import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import { RequestCache } from '@tiles/shared/src/data/requestCache';
import { RequestCacheProvider } from '@tiles/shared/src/data/requestCacheContext';
import { ServerModulesContext } from '@tiles/shared/src/federation/ServerSlot';
import { languageFromHost } from '@tiles/shared/src/i18n/locale';
import { loadAllMessages } from '@tiles/shared/src/i18n/messages';
import { withTimeout } from '@tiles/shared/src/async/withTimeout';
import { inRequestScope, publicAnswersFor } from '@tiles/shared/server';
import { App } from '../src/App';
import { loadServerModule, type ServerModule } from './serverModules';
import { pageOwner } from './pageOwner';
import { modulesCss } from './usedCss';

/**
 * The shell's App as one React tree, the remotes' modules loaded through federation (serverModules.ts). A module is
 * rendered when its loader answered within `renderMs` (then the render has as long), else the browser renders its
 * slot: a remote down, slow or failing costs its slot's server HTML, never the page. Loading a server container
 * (after a start or a redeploy) may take longer: `loadMs`.
 */
export const DEFAULT_BUDGETS = { renderMs: 400, loadMs: 3000 };
export type RenderBudgets = typeof DEFAULT_BUDGETS;

/** Rendered besides the page's own module: the header and the controls in it, the footer's sign-up, "Add to cart". */
export const FIRST_VIEW: readonly RemoteModuleId[] = [
  'mf_header/Header',
  'mf_search/SearchBox',
  'mf_cart/MiniCart',
  'mf_leads/CallbackButton',
  'mf_leads/NewsletterSignup',
  'mf_cart/AddToCart',
];

/** `dataTtlMs`: how long a public query's answer serves other renders (0: every render asks the API). */
export type RenderConfig = { remotes: Record<string, string>; settings: RuntimeSettings; budgets?: RenderBudgets; dataTtlMs?: number };
/** A form's answer (its module's action), standing in for that module's loader. */
export type PostedAnswer = { id: RemoteModuleId; answer: LoaderAnswer };

/** React's streaming render, waiting for what suspended until `signal`; what is still pending then is the browser's. */
async function renderToHtml(element: ReactElement, signal: AbortSignal): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    // Every boundary in place: a large one would otherwise be moved behind an inline script without this page's nonce.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (err) => {
      if (!signal.aborted) console.warn(`[shell] server render: ${err instanceof Error ? err.message : String(err)}`);
    },
  });
  return text(prelude);
}

const quietly = <T,>(work: Promise<T>, ms: number, what: string): Promise<T | null> =>
  withTimeout(work, ms, () => null).catch((err: unknown) => {
    console.warn(`[shell] ${what} failed: ${err instanceof Error ? err.message : String(err)}`);
    return null;
  });

/**
 * The server's view of `pageUrl` (built from the configured store's origin, never the request's Host), or null: its
 * HTML, CSS and each rendered module's data (for hydration: window.__TILES_SSR__); `complete` is false when the page's
 * own module was left to the browser (not for a long cache).
 */
export async function renderView(config: RenderConfig, pageUrl: string, posted?: PostedAnswer) {
  const url = new URL(pageUrl);
  const page = pageOwner(url.pathname);
  const { renderMs, loadMs } = config.budgets ?? DEFAULT_BUDGETS;
  const ids = [...new Set([...FIRST_VIEW, page.id])];
  const data: Record<string, unknown> = {};
  const scope = { url, settings: config.settings, answers: publicAnswersFor(config.dataTtlMs), data };
  return inRequestScope(scope, async () => {
    const cache = new RequestCache();
    const request = { url, settings: config.settings, cache, budgetMs: renderMs };
    const modules = await Promise.all(
      ids.map((id) => quietly(loadServerModule(config.remotes, id), loadMs, `loading ${id} on the server`)),
    );
    const answers = await Promise.all(
      modules.map((m, i) =>
        posted?.id === ids[i] ? posted.answer : m?.loader ? quietly(m.loader(request), renderMs, `the loader of ${ids[i]}`) : null,
      ),
    );
    const rendered = new Map<RemoteModuleId, ServerModule>();
    ids.forEach((id, i) => {
      const [module, answer] = [modules[i], answers[i]];
      if (!module || !answer) return;
      rendered.set(id, module);
      if (answer.data !== undefined) data[id] = answer.data;
    });
    if (!rendered.has(page.id) && !rendered.has('mf_header/Header')) return null;
    // The modules' catalogues registered as their code loaded: the page's language is loaded for all of them.
    await loadAllMessages(languageFromHost(url.hostname).code);
    let suspended = false;
    const inTree = {
      componentOf: (id: RemoteModuleId): ComponentType<never> | undefined => rendered.get(id)?.Component,
      suspended: () => void (suspended = true),
    };
    const app = (
      <ServerModulesContext.Provider value={inTree}>
        <RequestCacheProvider cache={cache}>
          <StaticRouter location={url.pathname + url.search}>
            <App />
          </StaticRouter>
        </RequestCacheProvider>
      </ServerModulesContext.Provider>
    );
    // Code and data are here, so one synchronous pass usually does. Only a module that suspends all the same (a part
    // of its code not loaded yet in this process) takes the streaming renderer, which costs ~25 % more CPU a page.
    let html = renderToString(app);
    if (suspended) html = await renderToHtml(app, AbortSignal.timeout(renderMs));
    const css = await modulesCss([...rendered], html);
    const complete = rendered.has(page.id);
    return { html, css, data, status: answers[ids.indexOf(page.id)]?.status ?? 200, complete, rendered: [...rendered.keys()] };
  });
}
