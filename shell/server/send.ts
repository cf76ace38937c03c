import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type HeaderMap = Record<string, string>;

// Static files' gzip is made once (level 9); pages, new each time, go as Brotli 6 (why: shell/README.md).
const gzCache = new Map<string, Buffer>();
const pageBrotli = (size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: size } });

/** Writes one answer, compressed when the client takes it; `cacheKey` (path, mtime, size) keeps a static file's gzip. */
export function send(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, headers: HeaderMap, cacheKey?: string) {
  const out: Record<string, string | number> = { Vary: 'Accept-Encoding', 'X-Content-Type-Options': 'nosniff', ...headers };
  const compressible = /text|javascript|json|svg|xml/.test(headers['Content-Type'] ?? '') && body.length > 1024;
  const accepted = req.headers['accept-encoding'] ?? '';
  if (compressible && !cacheKey && /\bbr\b/.test(accepted)) {
    out['Content-Encoding'] = 'br';
    body = brotliCompressSync(body, pageBrotli(body.length));
  } else if (compressible && /\bgzip\b/.test(accepted)) {
    const gz = (cacheKey && gzCache.get(cacheKey)) || gzipSync(body, { level: cacheKey ? 9 : 6 });
    if (cacheKey) gzCache.set(cacheKey, gz);
    out['Content-Encoding'] = 'gzip';
    body = gz;
  }
  out['Content-Length'] = body.length;
  res.writeHead(status, out);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A short plain-text answer: what went wrong in words, never an exception's text. */
export function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, headers: HeaderMap = {}) {
  send(req, res, status, Buffer.from(text), { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
}
