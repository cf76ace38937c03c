// Static host for one built workspace: gzip, long-lived caching for hashed files, no-cache for
// manifests, entries, HTML and remotes.json, CORS for the composed page. The shell also serves
// /remotes.json (from REMOTES_FILE or the local defaults) and inlines it into index.html.
// With --api-origin (or TILES_API_ORIGIN) the shell also passes /graphql, /rest, /search and /media through
// to the backend, the way an edge rule would in production: the API then shares the page's origin.
// Usage: node scripts/serve-static.mjs <workspace> [--dir DIR] [--port N] [--remotes-file FILE] [--api-origin URL]
import { createServer, request as httpRequest } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports, localRemotesConfig } from './ports.mjs';
import { preloadLinks } from './shell-preload.mjs';
import { composeServerView, deferAppCode, serverRender } from './shell-ssr.mjs';
import { localizePage } from './shell-language.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const workspace = args[0];
const opt = (name) => { const i = args.indexOf(`--${name}`); return i > 0 ? args[i + 1] : undefined; };
const dir = path.resolve(root, workspace, opt('dir') ?? 'dist');
const port = Number(opt('port') ?? ports[workspace]);
const remotesFile = opt('remotes-file') ?? process.env.REMOTES_FILE;
const isShell = workspace === 'shell';
const apiOrigin = isShell ? (opt('api-origin') ?? process.env.TILES_API_ORIGIN) : undefined;
// TILES_SSR=0 serves the empty app shell (the browser renders everything), as before server rendering.
const ssrEnabled = isShell && process.env.TILES_SSR !== '0';
const API_PATH = /^\/(graphql|rest\/|search\/|media\/)/;

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.map': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.txt': 'text/plain' };
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2|jpg)$/;
const gzCache = new Map();

async function remotesConfig(req) {
  if (remotesFile) return JSON.parse(await readFile(path.resolve(root, remotesFile), 'utf8'));
  const host = (req.headers.host ?? 'localhost').split(':')[0].split('.').slice(-1)[0] === 'localhost' ? 'localhost' : (req.headers.host ?? 'localhost').split(':')[0];
  return localRemotesConfig(host, apiOrigin ? `http://${req.headers.host}` : undefined);
}

/** Streams one API call to the backend and its answer back, headers (gzip, CORS, caching) untouched. */
function proxyToApi(req, res) {
  const target = new URL(req.url ?? '/', apiOrigin);
  const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  // A shopper who leaves (tab closed, search typed over, upload cancelled) ends the backend's work too,
  // instead of leaving a slow search or image match running for no one.
  res.on('close', () => { if (!res.writableFinished) upstream.destroy(); });
  upstream.on('error', () => {
    if (res.destroyed) return;
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'The store is not reachable right now. Please try again.' }));
  });
  req.pipe(upstream);
}

/** `cacheKey` (path + mtime + size) lets a file's gzip be reused until the file changes on disk. */
function send(req, res, status, body, type, cacheControl, cacheKey) {
  const headers = { 'Content-Type': type, 'Cache-Control': cacheControl, 'Access-Control-Allow-Origin': '*', Vary: 'Accept-Encoding', 'X-Content-Type-Options': 'nosniff' };
  const compressible = /text|javascript|json|svg/.test(type) && body.length > 1024;
  if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    let gz = cacheKey && gzCache.get(cacheKey);
    if (!gz) {
      gz = gzipSync(body, { level: 9 });
      if (cacheKey) gzCache.set(cacheKey, gz);
    }
    headers['Content-Encoding'] = 'gzip';
    body = gz;
  }
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function fileAt(urlPath) {
  const target = path.join(dir, decodeURIComponent(urlPath));
  if (!target.startsWith(dir)) return null;
  try {
    const info = await stat(target);
    return info.isFile() ? target : null;
  } catch { return null; }
}

createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? '/', 'http://x');
    if (apiOrigin && API_PATH.test(url.pathname)) return proxyToApi(req, res);
    if (req.method === 'OPTIONS') { res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }); return res.end(); }
    if (isShell && url.pathname === '/remotes.json') {
      return send(req, res, 200, Buffer.from(JSON.stringify(await remotesConfig(req))), TYPES['.json'], 'no-cache');
    }
    const file = url.pathname !== '/' && (await fileAt(url.pathname));
    if (file) {
      const ext = path.extname(file);
      const cache = HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
      const info = await stat(file);
      return send(req, res, 200, await readFile(file), TYPES[ext] ?? 'application/octet-stream', cache, `${file}:${info.mtimeMs}:${info.size}`);
    }
    if (isShell && req.method === 'GET' && !path.extname(url.pathname)) {
      const config = await remotesConfig(req);
      const pageUrl = `http://${req.headers.host ?? `localhost:${port}`}${url.pathname}${url.search}`;
      const [hints, view] = await Promise.all([
        process.env.TILES_NO_PRELOAD === '1' ? '' : preloadLinks(config.remotes ?? {}, url.pathname, dir),
        ssrEnabled ? serverRender(config, pageUrl, apiOrigin).then(composeServerView) : null,
      ]);
      const inlineConfig = `<script>window.__TILES_REMOTES__=${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
      const page = (await readFile(path.join(dir, 'index.html'), 'utf8'))
        .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${view?.root ?? ''}</div>${view?.script ?? ''}${inlineConfig}`);
      // A server-rendered page shows its content first and starts the app's code after it (see deferAppCode);
      // otherwise the hints go into the head so the app's code starts at once.
      const html = view
        ? deferAppCode(page.replace('</head>', `<style data-ssr-css>${view.css.replace(/<\/style/gi, '<\\/style')}</style></head>`), hints)
        : page.replace('</head>', `${hints}</head>`);
      const localized = localizePage(html, { hostname: new URL(pageUrl).hostname, pathname: url.pathname, search: url.search, settings: config.settings ?? {} });
      return send(req, res, view?.status ?? 200, Buffer.from(localized), TYPES['.html'], 'no-cache');
    }
    send(req, res, 404, Buffer.from('Not found'), TYPES['.txt'], 'no-cache');
  } catch (err) {
    send(req, res, 500, Buffer.from(String(err)), TYPES['.txt'], 'no-store');
  }
}).listen(port, () => {
  console.log(`[${workspace}] serving ${path.relative(root, dir)} on http://localhost:${port}`);
  // Loads the remotes' server bundles before the first shopper arrives (a cold load can exceed the render budget).
  if (ssrEnabled) setTimeout(() => fetch(`http://localhost:${port}/`).catch(() => {}), 1500);
});
