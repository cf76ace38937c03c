import type { RuntimeSettings } from '@tiles/shared/src/config/runtime';
import type { ServerRenderRequest, ServerRenderResult } from '@tiles/shared/src/server/serverRender';
import { serverBundleOf, type ServerBundle } from './bundles';
import { manifestOf, type Manifest } from './manifests';
import { pageOwner } from './pageOwner';
import { sharedVersionMismatch } from './sharedVersion';
import { withAddToCart } from './pageSlots';
import { withTimeout } from '@tiles/shared/src/async/withTimeout';

/**
 * The shell server's half of the server-rendered first view. For the header and the page at a path, it loads the
 * owning remote's server bundle, renders, and returns the HTML for their slots, the data for the browser and the
 * modules' CSS to inline. Everything here is an optimisation: a remote without a server bundle, a bundle that
 * does not load within the load budget, or a failed or slow render leaves that slot to the browser.
 * Each render keeps its data in its own request (see @tiles/shared/server), so renders of one remote overlap freely.
 */
export interface RenderBudgets {
  /** How long one module's render may take (data and HTML) before the browser is left to render it. */
  renderMs: number;
  /** Loading a remote's server bundle (first request after start or a redeploy) may take longer than a render. */
  loadMs: number;
}
export const DEFAULT_BUDGETS: RenderBudgets = { renderMs: 400, loadMs: 3000 };
const cssCache = new Map<string, Promise<string>>();

export interface Rendered extends ServerRenderResult {
  css?: string;
}
export interface RenderedPage extends Rendered {
  id: string;
}
/** Nested slots the shell's server fills inside the header's render, each rendered by the team that owns it. */
export const NESTED_SLOTS = ['mf_search/SearchBox', 'mf_cart/MiniCart', 'mf_leads/CallbackButton'] as const;
export type NestedSlot = (typeof NESTED_SLOTS)[number];
/** The footer's slot the shell's server fills with its owner's render (the newsletter sign-up, a working form). */
export const FOOTER_SLOT = 'mf_leads/NewsletterSignup';
export interface ServerView {
  header: Rendered | null;
  page: RenderedPage | null;
  newsletter?: Rendered | null;
  /** The page owner's module, rendered or not (its slot is still composed around the header). */
  pageId?: string;
  nested?: Partial<Record<NestedSlot, Rendered | null>>;
}
export interface RenderConfig {
  remotes: Record<string, string>;
  settings: RuntimeSettings;
  budgets?: RenderBudgets;
  /** How long a public query's answer serves other renders (ms; 0: every render asks the API). */
  dataTtlMs?: number;
}

async function cssOf(url: string): Promise<string> {
  if (!cssCache.has(url)) {
    cssCache.set(
      url,
      fetch(url, { signal: AbortSignal.timeout(1000) })
        .then((r) => (r.ok ? r.text() : ''))
        .catch(() => ''),
    );
  }
  const css = await cssCache.get(url)!;
  if (!css) cssCache.delete(url);
  return css;
}

export interface Loaded {
  bundle: ServerBundle;
  manifest: Manifest;
  base: string;
}

/** What rendering one exposed module needs: the remote's server bundle and manifest (null: leave it to the browser). */
const warned = new Set<string>();
/** Once per reason and process: every page would say it again. */
function warnOnce(line: string) {
  if (warned.has(line)) return;
  warned.add(line);
  console.warn(line);
}

export async function loadModule(remotes: Record<string, string>, remote: string): Promise<Loaded | null> {
  const manifestUrl = remotes[remote];
  if (!manifestUrl) return null;
  const [bundle, manifest] = await Promise.all([serverBundleOf(manifestUrl), manifestOf(manifestUrl)]);
  if (!bundle || !manifest) return null;
  const mismatch = sharedVersionMismatch(manifest);
  if (mismatch) {
    warnOnce(`[shell] ${remote} renders in the browser only: ${mismatch}`);
    return null;
  }
  return { bundle, manifest, base: new URL('.', manifestUrl).href };
}

/** The CSS files the module's manifest names, as one text (a module's render is inlined with its rules). */
export async function moduleCss({ manifest, base }: Loaded, id: string): Promise<string> {
  const module = id.split('/')[1];
  const cssFiles = manifest.exposes.find((e) => e.name === module)?.assets.css.sync ?? [];
  return (await Promise.all(cssFiles.map((f) => cssOf(base + f)))).join('\n');
}

async function renderModule(loaded: Loaded, id: string, request: ServerRenderRequest): Promise<Rendered | null> {
  const result = await loaded.bundle.render(id as Parameters<ServerBundle['render']>[0], request);
  if (!result || typeof result.html !== 'string') return null;
  return { ...result, css: await moduleCss(loaded, id) };
}

/** A module rendered outside a page's GET (a form's answer, rendered by submit): it stands in for that module's render. */
export interface PostedRender {
  id: string;
  rendered: Rendered;
}

/**
 * Header, page (with the cart's "Add to cart" in its cards, pageSlots.ts) and the header's nested slots (search box,
 * cart button, callback button) for `pageUrl` (built from the configured store's origin, never the request's Host). `config`
 * holds the remotes to load and the settings the renders use (API URLs the server itself can reach).
 */
export async function serverRender(config: RenderConfig, pageUrl: string, posted?: PostedRender): Promise<ServerView> {
  const { pathname } = new URL(pageUrl);
  const page = pageOwner(pathname);
  const { renderMs, loadMs } = config.budgets ?? DEFAULT_BUDGETS;
  const request = { url: pageUrl, settings: config.settings, publicAnswersTtlMs: config.dataTtlMs, budgetMs: renderMs };
  const attempt = async (remote: string, id: string, instances?: ServerRenderRequest['instances']): Promise<Rendered | null> => {
    try {
      const started = Date.now();
      const loaded = await withTimeout(loadModule(config.remotes, remote), loadMs, () => null);
      const rendered = loaded && (await withTimeout(renderModule(loaded, id, { ...request, instances }), renderMs, () => null));
      if (!rendered)
        console.warn(
          `[shell] no server render of ${id} for ${pathname} (${loaded ? 'over budget' : 'not loaded'} after ${Date.now() - started} ms)`,
        );
      return rendered;
    } catch (err) {
      console.warn(`[shell] server render of ${id} failed: ${(err as Error).message}`);
      return null;
    }
  };
  // The cart's buttons in the page's cards need the page's render first (their props are in it): one more render,
  // of all of them at once, while the header's go on beside it.
  const renderOf = (remote: string, id: string) => (posted?.id === id ? Promise.resolve(posted.rendered) : attempt(remote, id));
  const [header, body, newsletter, ...nested] = await Promise.all([
    attempt('mf_header', 'mf_header/Header'),
    renderOf(page.remote, page.id).then(
      (rendered) => rendered && withAddToCart(rendered, (instances) => attempt('mf_cart', 'mf_cart/AddToCart', instances)),
    ),
    renderOf('mf_leads', FOOTER_SLOT),
    ...NESTED_SLOTS.map((id) => attempt(id.split('/')[0], id)),
  ]);
  return {
    header,
    page: body && { id: page.id, ...body },
    newsletter,
    pageId: page.id,
    nested: Object.fromEntries(NESTED_SLOTS.map((id, i) => [id, nested[i]])),
  };
}
