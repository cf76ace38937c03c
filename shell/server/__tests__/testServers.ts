import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A real HTTP server on a free port, for the shell's handler or a stand-in API or remote. */
export async function listen(handler: RequestListener): Promise<{ server: Server; origin: string; close: () => Promise<void> }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { server, origin, close };
}

/** A built shell's minimum: the page template (as webpack writes it) and one script. */
export function shellDir(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'shell-')), 'dist');
  mkdirSync(dir);
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><style>body{margin:0}</style><script defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'main.js'), 'console.log("shell")');
  return dir;
}

/** A raw HTTP/1.1 request, exactly as written (fetch would normalise the target and the Host). */
export function rawRequest(
  origin: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, headers, setHost: !headers.Host }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
