import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** The API's paths on the page's origin: passed through to the API, the way an edge rule would in production. */
export const API_PATH = /^\/(graphql(\/|$)|rest\/|search\/|media\/)/;

// Never forwarded: one connection's headers (RFC 9110 §7.6.1), and a client's word on its host or address (set here).
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'proxy-authorization', 'te', 'trailer', 'upgrade'];
const FROM_CONNECTION = ['host', 'forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip'];
const NOT_FORWARDED = new Set([...HOP_BY_HOP, ...FROM_CONNECTION]);

/** The configured API origin (and its base path) plus the request's path and query, nothing else of the request. */
export function apiUrl(apiOrigin: URL, target: string): URL {
  const [pathname, query = ''] = target.split(/\?(.*)/s, 2);
  const url = new URL(apiOrigin.href);
  url.pathname = url.pathname.replace(/\/$/, '') + pathname;
  url.search = query;
  return url;
}

// X-Forwarded-For for the API: the client's address, after the client's own X-Forwarded-For only when the peer is a
// configured proxy (a CDN in front): otherwise anyone could name any address. The backend believes it from the shell.
export function forwardedFor(headers: IncomingHttpHeaders, peer: string | undefined, trustedProxies: string[]): string {
  const address = (peer ?? '').replace(/^::ffff:/, '');
  const incoming = headers['x-forwarded-for'];
  return (trustedProxies.includes(address) && typeof incoming === 'string' ? `${incoming}, ` : '') + address;
}

/** Streams one API call to the API and its answer back, the answer's headers (gzip, CORS, caching) untouched. */
export function proxyToApi(req: IncomingMessage, res: ServerResponse, target: URL, trustedProxies: string[]): void {
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !NOT_FORWARDED.has(name)));
  headers.host = target.host;
  headers['x-forwarded-for'] = forwardedFor(req.headers, req.socket.remoteAddress, trustedProxies);
  headers['x-forwarded-proto'] = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';
  const upstream = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, { method: req.method, headers }, (answer) => {
    // The API's answers are data, never something a browser should sniff into a page or a script.
    res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-content-type-options': 'nosniff' });
    answer.pipe(res);
  });
  // A shopper who leaves (tab closed, search typed over) ends the backend's work too: no slow search runs for no one.
  res.on('close', () => res.writableFinished || upstream.destroy());
  upstream.on('error', () => {
    if (res.destroyed) return;
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json', 'X-Content-Type-Options': 'nosniff' });
    res.end(JSON.stringify({ message: 'The store is not reachable right now. Please try again.' }));
  });
  req.pipe(upstream);
}
