import type { IncomingMessage, ServerResponse } from 'node:http';

export type Handler = (req: IncomingMessage, res: ServerResponse, params: Record<string, string>, url: URL) => Promise<void> | void;
interface RouteDef {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

const routes: RouteDef[] = [];

/** Registers a REST route; `:name` segments become params. Each domain registers its own. */
export function route(method: string, path: string, handler: Handler): void {
  const keys: string[] = [];
  const pattern = new RegExp(
    `^${path.replace(/:(\w+)/g, (_, k: string) => {
      keys.push(k);
      return '([^/]+)';
    })}$`,
  );
  routes.push({ method, pattern, keys, handler });
}

export async function dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  for (const r of routes) {
    const m = r.method === req.method && r.pattern.exec(url.pathname);
    if (m) {
      await r.handler(req, res, Object.fromEntries(r.keys.map((k, i) => [k, decodeURIComponent(m[i + 1])])), url);
      return true;
    }
  }
  return false;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** Reads a request body up to `limit` bytes; rejects larger bodies with a clear error. */
export async function readBody(req: IncomingMessage, limit = 1_000_000): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLargeError(limit);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export class BodyTooLargeError extends Error {
  constructor(public readonly limit: number) {
    super(`The request is larger than ${limit >= 1_000_000 ? `${Math.round(limit / 1_000_000)} MB` : `${Math.round(limit / 1000)} KB`}.`);
  }
}

export async function readJsonBody<T>(req: IncomingMessage, limit?: number): Promise<T | null> {
  try {
    return JSON.parse((await readBody(req, limit)).toString('utf8')) as T;
  } catch (err) {
    if (err instanceof BodyTooLargeError) throw err;
    return null;
  }
}
