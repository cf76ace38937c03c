import { request as httpRequest } from 'node:http';
import { ports } from './ports';

/**
 * A raw request to the shell on `port`: the target and Host exactly as written (a browser or fetch would normalise
 * both); without a Host header, Node's own (localhost:port).
 */
export function rawRequest(
  target: string,
  headers: Record<string, string> = {},
  port = ports.shell,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: 'localhost', port, path: target, headers, setHost: !headers.Host }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
