import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PATH, apiUrl, proxyToApi } from './apiProxy';
import { storeFor, type ServerConfig } from './config';
import { countReleases, storeForShopper } from './canary';
import { overrideOf, serverRemotesOf, withOverride } from './remoteOverride';
import { loadsFrom, nestedHandles, pageRoutesOf } from './moduleHandles';
import { requestCookies } from './cookies';
import { answerFormPost } from './formPost';
import { pageAnswer, renderSettings, type PageOptions } from './page';
import { indexedModulePaths, moduleHeadAt, SITEMAP_PATH, sitemapAnswer } from './sitemap';
import { send, sendText } from './send';
import { staticFile } from './staticFiles';
import { BEACON_PATH, takeBeacon } from './metrics/beacon';
import { clusterMetrics, metricsAllowed, notReady } from './metrics/endpoints';
import { collectProcessMetrics, httpResponses } from './metrics/metrics';

/** `config`: the current configuration (replaced on reload); `metricsToken`: who may read /metrics (else loopback). */
export type AppOptions = PageOptions & { config: () => ServerConfig; metricsToken?: string; e2eOverrideSecret?: string };

const NO_STORE = { 'Cache-Control': 'no-store' };
/** Health (the process answers), readiness (it can serve shoppers: 503 and why not) and metrics (not public). */
async function answerOps(req: IncomingMessage, res: ServerResponse, pathname: string, options: AppOptions) {
  if (pathname === '/healthz') return sendText(req, res, 200, 'ok');
  if (pathname === '/readyz') {
    const problems = await notReady(options.config(), options.ssr);
    return sendText(req, res, problems.length ? 503 : 200, problems.length ? `not ready:\n${problems.join('\n')}` : 'ready');
  }
  if (!metricsAllowed(req, options.metricsToken)) return sendText(req, res, 403, 'Metrics are not public.');
  send(req, res, 200, Buffer.from(await clusterMetrics()), { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8', ...NO_STORE });
}
const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

// A plain origin-form target (else null: `http://host/x`, `//host/x`, `/\host/x`, `/%`) as a decoded `pathname` (files,
// the API), the `path` with its escapes (an escaped `?` stays in its segment, as for the browser's router) and query.
function requestTarget(url = '') {
  if (!url.startsWith('/') || /^\/[/\\]/.test(url)) return null;
  const [rawPath, query] = url.split(/\?(.*)/s, 2);
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  // The URL parser normalises the path as the browser does (dot segments, characters it escapes).
  return { target: url, pathname, path: new URL(rawPath, 'http://x').pathname, search: query === undefined ? '' : `?${query}` };
}

export function createApp(options: AppOptions) {
  collectProcessMetrics();
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.once('finish', () => httpResponses.inc({ status: String(res.statusCode) }));
    try {
      const target = requestTarget(req.url);
      if (!target) return sendText(req, res, 400, 'Bad request: the request target must be a path on this site.');
      const config = options.config();
      if (config.apiOrigin && API_PATH.test(target.pathname))
        return proxyToApi(req, res, apiUrl(config.apiOrigin, target.target), config.trustedProxies);
      // The store as this shopper sees it: with a candidate release on trial, their cohort's remotes (canary.ts).
      const shopper = storeForShopper(config, storeFor(config, req.headers.host), req);
      const { setCookie } = shopper;
      const store = withOverride(shopper.store, overrideOf(req, options.e2eOverrideSecret));
      if (req.method === 'POST' && target.pathname === BEACON_PATH) {
        const failed = (remote: string) => countReleases(config, store.browser.remotes, new Set(), new Set([remote]));
        const routes = await pageRoutesOf(serverRemotesOf(store), store.language);
        const status = await takeBeacon(req, req.socket.remoteAddress, failed, routes);
        return status === 204
          ? void res.writeHead(204, NO_STORE).end()
          : sendText(req, res, status, 'Beacon refused.', { Connection: 'close' });
      }
      // A new shopper's cohort goes with pages and form answers only: static files stay cacheable by anyone.
      const giveCohort = () => void (setCookie && res.setHeader('Set-Cookie', setCookie));
      if (req.method === 'POST') {
        giveCohort();
        return await answerFormPost(req, res, { config, options, store, path: target.path });
      }
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendText(req, res, 405, 'Method not allowed.', { Allow: 'GET, HEAD, POST' });
      if (OPS_PATHS.has(target.pathname)) return await answerOps(req, res, target.pathname, options);
      if (target.pathname === '/remotes.json') {
        const browser = { ...store.browser, loads: loadsFrom(await nestedHandles(serverRemotesOf(store))) };
        return send(req, res, 200, Buffer.from(JSON.stringify(browser)), {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-cache',
        });
      }
      if (SITEMAP_PATH.test(target.pathname)) {
        const remotes = serverRemotesOf(store);
        const modulePages = async () =>
          indexedModulePaths(await pageRoutesOf(remotes, store.language), store.origin, moduleHeadAt(remotes, store.language));
        const seo = await sitemapAnswer(store, renderSettings(config, store).restUrl, target.pathname, modulePages);
        if (!seo) return sendText(req, res, 404, 'Not found.', { 'Cache-Control': 'no-cache' });
        return send(req, res, 200, Buffer.from(seo.body), { 'Content-Type': seo.type, 'Cache-Control': 'public, max-age=300' });
      }
      const file = target.pathname === '/' ? null : await staticFile(options.dir, target.pathname);
      if (file) return send(req, res, 200, file.body, file.headers, file.cacheKey);
      // A page: a path without a file extension, or any path a browser asks for as a document.
      if (!path.extname(target.pathname) || /\btext\/html\b/.test(req.headers.accept ?? '')) {
        const page = await pageAnswer(config, options, store, target.path, target.search, undefined, requestCookies(req.headers.cookie));
        giveCohort();
        return send(req, res, page.status, Buffer.from(page.html), page.headers);
      }
      sendText(req, res, 404, 'Not found.', { 'Cache-Control': 'no-cache' });
    } catch (err) {
      console.error(`[shell] ${req.method} ${req.url}: ${(err as Error).stack ?? err}`);
      if (res.headersSent) return void res.destroy();
      sendText(req, res, 500, 'Something went wrong on our side. Please try again.');
    }
  };
}
