import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { SHELL_URL } from './ports';

/**
 * A raw request to the shell (the store under test, or a shell of a test's own at `origin`): the target and Host
 * exactly as written (a browser or fetch would normalise both); without a Host header, Node's own (host:port).
 */
export function rawRequest(
  target: string,
  headers: Record<string, string> = {},
  origin = SHELL_URL,
): Promise<{ status: number; body: string }> {
  const { protocol, hostname, port } = new URL(origin);
  const request = protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, headers, setHost: !headers.Host }, (res) => {
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
