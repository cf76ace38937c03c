import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';

type HeaderMap = Record<string, string>;

// Static files' gzip is made once (level 9); pages, new each time, go as Brotli 6 (why: shell/README.md), compressed as a
// stream off the event loop (zlib's thread pool), so one page's compression does not hold up another's render.
const gzCache = new Map<string, Buffer>();
const pageBrotli = (size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: size } });

// A static file's Brotli copy at quality 11 (~12 % under gzip 9: home's scripts 247 → ~217 KB on a phone's slow link) is
// made once, in zlib's thread pool (up to ~0.3 s for React DOM): the file goes as gzip until its copy is ready.
const brCache = new Map<string, Buffer | 'making'>();
function brotliOf(cacheKey: string, body: Buffer): Buffer | null {
  const made = brCache.get(cacheKey);
  if (made) return made === 'making' ? null : made;
  brCache.set(cacheKey, 'making');
  const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
  brotliCompress(body, { params }, (err, br) => (err ? brCache.delete(cacheKey) : brCache.set(cacheKey, br)));
  return null;
}

/** Whether an Accept-Encoding header takes `coding`: named, and not refused with `q=0` (`br;q=0` means no Brotli). */
function takes(accepted: string, coding: string): boolean {
  return accepted.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return name === coding && !(q && Number(q.slice(2)) === 0);
  });
}

/** Writes one answer, compressed when the client takes it; `cacheKey` (path, mtime, size) keeps a static file's gzip and Brotli. */
export function send(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, headers: HeaderMap, cacheKey?: string) {
  const out: Record<string, string | number> = { Vary: 'Accept-Encoding', 'X-Content-Type-Options': 'nosniff', ...headers };
  const compressible = /text|javascript|json|svg|xml/.test(headers['Content-Type'] ?? '') && body.length > 1024;
  const accepted = (req.headers['accept-encoding'] ?? '').slice(0, 1000);
  const encoding = !compressible ? null : !cacheKey && takes(accepted, 'br') ? 'br' : takes(accepted, 'gzip') ? 'gzip' : null;
  if (encoding && !cacheKey) {
    out['Content-Encoding'] = encoding;
    res.writeHead(status, out);
    if (req.method === 'HEAD') return void res.end();
    const compress = encoding === 'br' ? createBrotliCompress(pageBrotli(body.length)) : createGzip({ level: 6 });
    pipeline(compress, res, (err) => err && res.destroy());
    return void compress.end(body);
  }
  const br = compressible && cacheKey && takes(accepted, 'br') ? brotliOf(cacheKey, body) : null;
  if (br) {
    out['Content-Encoding'] = 'br';
    body = br;
  } else if (encoding) {
    const gz = gzCache.get(cacheKey!) ?? gzipSync(body, { level: 9 });
    gzCache.set(cacheKey!, gz);
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
