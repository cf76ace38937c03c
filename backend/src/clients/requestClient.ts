import type { IncomingMessage } from 'node:http';

const clients = new WeakMap<IncomingMessage, string>();

/** app.ts names each request's client once, from the connection and the trusted proxies (clientAddress.ts). */
export function rememberClient(req: IncomingMessage, client: string): void {
  clients.set(req, client);
}

/** The client a request counts against (rate limits, search statistics). */
export function clientOf(req: IncomingMessage): string {
  return clients.get(req) ?? req.socket.remoteAddress ?? 'unknown';
}
