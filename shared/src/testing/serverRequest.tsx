import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { RuntimeSettings } from '../config/runtime';
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
