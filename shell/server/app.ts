import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_PATH, apiUrl, proxyToApi } from './apiProxy';
import { storeFor, type ServerConfig } from './config';
import { answerFormPost } from './formPost';
import { pageAnswer, renderSettings, type PageOptions } from './page';
import { SITEMAP_PATH, sitemapAnswer } from './sitemap';
import { send, sendText } from './send';
import { staticFile } from './staticFiles';

/** `config`: the current configuration (replaced on reload). */
export type AppOptions = PageOptions & { config: () => ServerConfig };

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
  return async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const target = requestTarget(req.url);
      if (!target) return sendText(req, res, 400, 'Bad request: the request target must be a path on this site.');
      const config = options.config();
      if (config.apiOrigin && API_PATH.test(target.pathname))
        return proxyToApi(req, res, apiUrl(config.apiOrigin, target.target), config.trustedProxies);
      const store = storeFor(config, req.headers.host);
      if (req.method === 'POST') return await answerFormPost(req, res, { config, options, store, path: target.path });
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendText(req, res, 405, 'Method not allowed.', { Allow: 'GET, HEAD, POST' });
      if (target.pathname === '/remotes.json')
        return send(req, res, 200, Buffer.from(store.browserJson), { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      if (SITEMAP_PATH.test(target.pathname)) {
        const seo = await sitemapAnswer(store, renderSettings(config, store).restUrl, target.pathname);
        if (!seo) return sendText(req, res, 404, 'Not found.', { 'Cache-Control': 'no-cache' });
        return send(req, res, 200, Buffer.from(seo.body), { 'Content-Type': seo.type, 'Cache-Control': 'public, max-age=300' });
      }
      const file = target.pathname === '/' ? null : await staticFile(options.dir, target.pathname);
      if (file) return send(req, res, 200, file.body, file.headers, file.cacheKey);
      // A page: a path without a file extension, or any path a browser asks for as a document.
      if (!path.extname(target.pathname) || /\btext\/html\b/.test(req.headers.accept ?? '')) {
        const page = await pageAnswer(config, options, store, target.path, target.search);
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
