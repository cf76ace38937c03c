import type { ComponentType, ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { RuntimeSettings } from '../config/runtime';
import type { ActionAnswer, ModuleAction, ModuleLoader } from '../data/loaders';
import type { RemoteModuleId, SlotRenderers } from '../contracts/remotes';
import { ServerSlot } from '../federation/ServerSlot';
import { withLoaderData } from './loaderData';
import { RequestCache } from '../data/requestCache';
import { RequestCacheProvider } from '../data/requestCacheContext';
import { languageFromHost } from '../i18n/locale';
import { loadAllMessages } from '../i18n/messages';
import { inRequestScope, publicAnswersFor } from '../server/requestScope';

/** One request as the shell's server runs it, for tests of loaders, actions and server HTML. */
export interface TestRequest {
  url: URL;
  settings: RuntimeSettings;
  cache: RequestCache;
  budgetMs: number;
}

/**
 * Runs `work` in a request's scope as the shell's server does (the URL's language loaded, a fresh cache), so a
 * module's loader, action or render can be tested on its own.
 */
export function atRequest<T>(
  request: { url: string; settings: RuntimeSettings; publicAnswersTtlMs?: number; data?: Record<string, unknown> },
  work: (at: TestRequest) => Promise<T>,
): Promise<T> {
  const url = new URL(request.url);
  const scope = { url, settings: request.settings, answers: publicAnswersFor(request.publicAnswersTtlMs), data: request.data };
  return inRequestScope(scope, async () => {
    await loadAllMessages(languageFromHost(url.hostname).code);
    return work({ url, settings: request.settings, cache: new RequestCache(), budgetMs: 400 });
  });
}

/** The HTML of `element` at the request's URL, its components reading the request's cache. */
export function renderAt({ url, cache }: TestRequest, element: ReactElement): string {
  return renderToString(
    <RequestCacheProvider cache={cache}>
      <StaticRouter location={url.pathname + url.search}>{element}</StaticRouter>
    </RequestCacheProvider>,
  );
}

/**
 * The HTML of `element` as the shell's server renders it: with its lazy parts (the shell's server waits for them).
 * renderToString draws a lazy part that has not loaded as the browser's to render (`<!--$!-->`) and starts loading
 * it: drawn again once it has. (React's streaming prerender would wait by itself, but in a test process that also
 * hydrates, its leftover context state reaches the browser renderer.)
 */
export async function prerenderAt(at: TestRequest, element: ReactElement): Promise<string> {
  let html = renderAt(at, element);
  for (let tries = 0; html.includes('<!--$!-->') && tries < 5; tries++) {
    await new Promise((resolve) => setImmediate(resolve));
    html = renderAt(at, element);
  }
  return html;
}

/** Other teams' slots in a module's server render under test: the loading slot the server draws for them. */
export const testSlots: SlotRenderers = {
  renderAddToCart: (props) => <ServerSlot slot={{ id: 'mf_cart/AddToCart', props, fallback: () => null }} />,
  renderCallbackButton: (props) => <ServerSlot slot={{ id: 'mf_leads/CallbackButton', props, fallback: () => null }} />,
  renderSearchBox: () => <ServerSlot slot={{ id: 'mf_search/SearchBox', props: {}, fallback: () => null }} />,
  renderCategorySlider: () => <ServerSlot slot={{ id: 'mf_header/CategorySlider', props: {}, fallback: () => null }} />,
};

/** An exposed module as a remote's tests import it (`import * as Header from '../Header'`). */
interface Exposed {
  default: ComponentType<never>;
  loader?: ModuleLoader;
  action?: ModuleAction;
}

interface ModuleRequest {
  url: string;
  settings: RuntimeSettings;
  budgetMs?: number;
  publicAnswersTtlMs?: number;
  /** The request's cookies (none unless given). */
  cookies?: Readonly<Record<string, string>>;
  /** A module a page shows many times (each card's "Add to cart"): every instance's props, rendered in one call. */
  instances?: readonly object[];
}

export interface ModuleRender {
  html: string;
  parts?: string[];
  data?: unknown;
  status?: number;
}

/**
 * A remote's modules as the shell's server uses them, for the remote's own tests: `render` runs a module's loader in
 * a request's scope and renders its component with the loader's data (null when the loader leaves it to the browser);
 * `submit` runs its action and, for an answer with data, renders the module with it.
 */
export function moduleServer(table: Partial<Record<RemoteModuleId, [Exposed, object?]>>) {
  // In its slot, as the shell's server renders it: the module reads the data its slot provides.
  const draw = (module: Exposed, props: object, at: TestRequest, data: unknown) => {
    const Component = module.default as ComponentType<object>;
    return prerenderAt(at, withLoaderData(data, <Component {...props} />));
  };
  const render = (id: RemoteModuleId, request: ModuleRequest): Promise<ModuleRender | null> => {
    const [module, props = {}] = table[id] ?? [];
    if (!module?.loader) return Promise.resolve(null);
    const { loader } = module;
    const data: Record<string, unknown> = {};
    return atRequest({ ...request, data }, async (at) => {
      const answer = await loader({ ...at, budgetMs: request.budgetMs ?? 400, cookies: request.cookies ?? {} });
      if (!answer) return null;
      if (answer.data !== undefined) data[id] = answer.data;
      if (request.instances) return { html: '', parts: await Promise.all(request.instances.map((p) => draw(module, p, at, answer.data))) };
      return { html: await draw(module, props, at, answer.data), data: answer.data, status: answer.status };
    });
  };
  const submit = (
    id: RemoteModuleId,
    request: ModuleRequest & { fields: Record<string, string>; forwardedFor?: string },
  ): Promise<(({ redirect: string } | (ModuleRender & { redirect?: undefined; at?: string })) & Pick<ActionAnswer, 'cookies'>) | null> => {
    const [module, props = {}] = table[id] ?? [];
    if (!module?.action) return Promise.resolve(null);
    const { action } = module;
    const data: Record<string, unknown> = {};
    return atRequest({ ...request, data }, async (at) => {
      const answer = await action({ ...at, fields: request.fields, forwardedFor: request.forwardedFor, cookies: request.cookies ?? {} });
      if (!answer || answer.redirect !== undefined) return answer;
      data[id] = answer.data;
      const page = { ...at, url: new URL(answer.at ?? at.url.href, at.url) };
      const at2 = answer.at;
      const drawn = {
        html: await draw(module, props, page, answer.data),
        data: answer.data,
        status: answer.status,
        cookies: answer.cookies,
      };
      return { ...drawn, ...(at2 ? { at: at2 } : {}) };
    });
  };
  return { render, submit };
}
