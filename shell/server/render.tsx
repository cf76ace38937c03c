import type { ReactElement } from 'react';
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
import type { HeadRequest, PageHead } from '@tiles/shared/src/head/pageHead';
import { loadServerModule, type ServerModule } from './serverModules';
import { pageOwner } from './pageOwner';
import { nestedModuleIds, pageRoutesOf } from './moduleHandles';
import { modulesCss, modulesCssFiles, type ModuleCssFile } from './usedCss';
import { renderOnce } from './renderOnce';
import type { RenderReport } from './metrics/pageMetrics';

// Past `renderMs` for its loader (then as long for the render) a module's slot is the browser's: a slow remote costs its
// slot's server HTML, never the page. `loadMs`: loading a container (after a start or a redeploy).
export const DEFAULT_BUDGETS = { renderMs: 400, loadMs: 3000 };
type RenderBudgets = typeof DEFAULT_BUDGETS;
export type RenderConfig = {
  remotes: Record<string, string>;
  settings: RuntimeSettings;
  budgets?: RenderBudgets;
  dataTtlMs?: number;
  /** The request's cookies, for the loaders (a page whose module reads them answers `private`). */
  cookies?: Readonly<Record<string, string>>;
};
/** A form's answer (its module's action), standing in for that module's loader. */
export type PostedAnswer = { id: RemoteModuleId; answer: LoaderAnswer };
/**
 * What the document around the App needs from the loaders: the page's head and status, the data, whether it is whole,
 * and the CSS files of the rendered modules (by remote: the browser may reach a remote at another address).
 */
export type ViewPage = {
  head: PageHead | null;
  status: number;
  data: Record<string, unknown>;
  complete: boolean;
  cssFiles: ModuleCssFile[];
  /** The rendered modules' code for a shopper who acts before theirs is live (`ModuleHandle.beforeCode`), each once. */
  beforeCode: string[];
};
/** The document the App is rendered in, in the same render (`nonce`: React's own inline scripts); none: the App alone. */
export type DocumentFrame = { nonce: string; around: (app: ReactElement, page: ViewPage) => Promise<ReactElement> };

const warn = (what: string, err: unknown) => console.warn(`[shell] ${what}: ${err instanceof Error ? err.message : String(err)}`);
const quietly = <T,>(work: Promise<T>, ms: number, what: string, onLate?: () => void): Promise<T | null> =>
  withTimeout(work, ms, () => (onLate?.(), null)).catch((err: unknown) => {
    warn(`${what} failed`, err);
    return null;
  });

/** The page's head from its own module's `head` export (with its loader's data); null: the shell's own. */
const headOf = (id: RemoteModuleId, module: ServerModule | undefined, request: HeadRequest, ms: number) =>
  module?.head ? quietly(Promise.resolve(module.head(request)), ms, `the head of ${id}`) : null;

// The App as one React tree with the remotes' modules, at `pageUrl` (the configured store's origin, never the request's
// Host), in `frame`'s document, or null: HTML, CSS, each module's data; `complete` is false when the page's own module is
// the browser's. `report` (a shopper's page, not a warm-up): what loading, the loaders and the render took, and what failed.
export async function renderView(
  config: RenderConfig,
  pageUrl: string,
  posted?: PostedAnswer,
  report?: RenderReport,
  frame?: DocumentFrame,
) {
  const url = new URL(pageUrl);
  const language = languageFromHost(url.hostname).code;
  const routes = await pageRoutesOf(config.remotes, language);
  const page = pageOwner(routes, url.pathname);
  const { renderMs, loadMs } = config.budgets ?? DEFAULT_BUDGETS;
  // The page's own module and every module it may nest (the header, its controls, the footer's sign-up, "Add to cart").
  const ids = [...new Set([...(await nestedModuleIds(config.remotes)), ...(page.id ? [page.id] : [])])];
  const data: Record<string, unknown> = {};
  return inRequestScope({ url, settings: config.settings, answers: publicAnswersFor(config.dataTtlMs), data }, async () => {
    const cache = new RequestCache();
    // A loader that reads the shopper's cookies makes the page theirs (never a shared copy), whatever its handle says.
    let readCookies = false;
    const reading = <T,>(read: () => T) => ((readCookies = true), read());
    const cookies = new Proxy(config.cookies ?? {}, {
      get: (all, name) => reading(() => Reflect.get(all, name)),
      has: (all, name) => reading(() => Reflect.has(all, name)),
      ownKeys: (all) => reading(() => Reflect.ownKeys(all)),
    });
    const request = { url, settings: config.settings, cache, budgetMs: renderMs, cookies };
    // Each module's code, then its loader's answer (a form's answer stands in for it); both, or the browser renders it.
    const started = performance.now();
    const loaded = await Promise.all(
      ids.map(async (id) => {
        const remote = id.split('/')[0];
        const module = await quietly(loadServerModule(config.remotes, id), loadMs, `loading ${id} on the server`);
        if (!module && config.remotes[remote]) report?.loadFailures.add(remote);
        if (posted?.id === id || !module?.loader) return module && { id, module, answer: posted?.id === id ? posted.answer : undefined };
        const asked = performance.now();
        const late = () => report?.loaderTimeouts.add(remote);
        const answer = await quietly(module.loader(request), renderMs, `the loader of ${id}`, late);
        report?.loaders.push({ remote, ms: performance.now() - asked });
        return { id, module, answer };
      }),
    );
    if (report) report.loadersMs = performance.now() - started;
    const own = loaded.find((m) => m?.id === page.id);
    // A moved page (a URL rewrite) is answered with its status and Location, nothing rendered.
    const { redirect, status: movedStatus = 302 } = own?.answer ?? {};
    if (redirect)
      return {
        html: '',
        css: '',
        data,
        status: movedStatus,
        head: null,
        complete: false,
        whole: false,
        personal: false,
        rendered: [] as RemoteModuleId[],
        redirect,
      };
    const answered = loaded.flatMap((m) => (m?.answer ? [{ ...m, answer: m.answer }] : []));
    const rendered = new Map(answered.map(({ id, module }) => [id, module]));
    for (const { id, answer } of answered) if (answer.data !== undefined) data[id] = answer.data;
    // Neither the page nor what frames it (the header, which loads with the page's code): the browser renders it all.
    if (!(page.id && rendered.has(page.id)) && !answered.some(({ module }) => module.handle.loads === 'first')) return null;
    // The modules' catalogues registered as their code loaded: the page's language is loaded for all of them.
    await loadAllMessages(language);
    const inTree = { componentOf: (id: RemoteModuleId) => rendered.get(id)?.Component, suspended: () => undefined };
    const app = (
      <ServerModulesContext.Provider value={inTree}>
        <RequestCacheProvider cache={cache}>
          <StaticRouter location={url.pathname + url.search}>
            <App routes={routes} />
          </StaticRouter>
        </RequestCacheProvider>
      </ServerModulesContext.Provider>
    );
    const status = own?.answer?.status ?? 200;
    const head = page.id ? await headOf(page.id, own?.module, { url, data: data[page.id], language }, renderMs) : null;
    const complete = !!page.id && rendered.has(page.id);
    // One render of the whole document, up to `renderMs` for a module that still suspends (code not loaded yet).
    const rendering = performance.now();
    const cssFiles = modulesCssFiles([...rendered]);
    const beforeCode = [...new Set(answered.flatMap(({ module }) => module.handle.beforeCode ?? []))];
    const tree = frame ? await frame.around(app, { head, status, data, complete, cssFiles, beforeCode }) : app;
    const html = await renderOnce(tree, renderMs, frame?.nonce, (err) => warn('server render', err));
    const css = await modulesCss([...rendered], html);
    if (report) report.renderMs = performance.now() - rendering;
    // `whole`: every module meant for the server's view is in it (one without a loader is the browser's by its own word).
    const whole = loaded.every((m) => m && (!m.module.loader || rendered.has(m.id)));
    // A page showing what belongs to one shopper (its own module's or a rendered module's handle says so) is never shared.
    const personal = readCookies || loaded.some((m) => m?.module.handle.personal && (m.id === page.id || rendered.has(m.id)));
    return { html, css, data, status, head, complete, whole, personal, rendered: [...rendered.keys()] };
  });
}
