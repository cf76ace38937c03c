// Static host for one remote's built files (local runs and tests; in production any static host or CDN does
// this): gzip, long-lived caching for hashed files, no-cache for manifests, entries and server/ssr.json, and
// CORS, as the composed page on the shell's origin loads these files. The shell has its own server (shell/server).
// Usage: node scripts/serve-static.mjs <remote workspace> [--dir DIR] [--port N]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports } from './ports.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const workspace = args[0];
const opt = (name) => { const i = args.indexOf(`--${name}`); return i > 0 ? args[i + 1] : undefined; };
if (!workspace || workspace === 'shell') {
  console.error('usage: node scripts/serve-static.mjs <remote workspace> [--dir DIR] [--port N] (the shell: node --import tsx shell/server/main.ts)');
  process.exit(2);
}
const dir = path.resolve(root, workspace, opt('dir') ?? 'dist');
const port = Number(opt('port') ?? ports[workspace]);

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.cjs': 'text/javascript', '.map': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.txt': 'text/plain' };
const HASHED = /\.[0-9a-f]{8,}\.(js|cjs|css|png|svg|woff2|jpg)$/;
const gzCache = new Map();

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

/** The file under `dir` for a URL path: inside `dir` means `dir` + separator (a sibling `dist-x` is not inside `dist`). */
async function fileAt(urlPath) {
  const target = path.resolve(dir, `.${path.posix.normalize(urlPath)}`);
  if (!target.startsWith(dir + path.sep)) return null;
  try {
    const info = await stat(target);
    return info.isFile() ? { target, info } : null;
  } catch { return null; }
}

createServer(async (req, res) => {
  try {
    if (req.method === 'OPTIONS') { res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' }); return res.end(); }
    let pathname;
    try { pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname); } catch { pathname = null; }
    if (!pathname || pathname.includes('\0')) return send(req, res, 400, Buffer.from('Bad request'), TYPES['.txt'], 'no-store');
    const found = await fileAt(pathname);
    if (!found) return send(req, res, 404, Buffer.from('Not found'), TYPES['.txt'], 'no-cache');
    const cache = HASHED.test(found.target) ? 'public, max-age=31536000, immutable' : 'no-cache';
    return send(req, res, 200, await readFile(found.target), TYPES[path.extname(found.target)] ?? 'application/octet-stream', cache, `${found.target}:${found.info.mtimeMs}:${found.info.size}`);
  } catch (err) {
    console.error(`[${workspace}] ${req.url}: ${err}`);
    send(req, res, 500, Buffer.from('Something went wrong'), TYPES['.txt'], 'no-store');
  }
}).listen(port, () => console.log(`[${workspace}] serving ${path.relative(root, dir)} on http://localhost:${port}`));
