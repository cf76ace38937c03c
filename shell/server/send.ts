import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

export const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.cjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

const gzCache = new Map<string, Buffer>();

/**
 * Writes one answer, gzipped when the client takes it. `cacheKey` (a file's path, mtime and size) lets a static
 * file's gzip be reused until the file changes; pages are compressed faster (level 6), as each is new.
 */
export function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: Buffer,
  headers: Record<string, string>,
  cacheKey?: string,
): void {
  const out: Record<string, string | number> = { Vary: 'Accept-Encoding', 'X-Content-Type-Options': 'nosniff', ...headers };
  const compressible = /text|javascript|json|svg/.test(headers['Content-Type'] ?? '') && body.length > 1024;
  if (compressible && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    let gz = cacheKey ? gzCache.get(cacheKey) : undefined;
    if (!gz) {
      gz = gzipSync(body, { level: cacheKey ? 9 : 6 });
      if (cacheKey) gzCache.set(cacheKey, gz);
    }
    out['Content-Encoding'] = 'gzip';
    body = gz;
  }
  out['Content-Length'] = body.length;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A short plain-text answer: what went wrong in words, never an exception's text. */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
): void {
  send(req, res, status, Buffer.from(text), { 'Content-Type': TYPES['.txt'], 'Cache-Control': 'no-store', ...headers });
}
