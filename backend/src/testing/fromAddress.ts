import { request } from 'node:http';

/**
 * POSTs a GraphQL operation to `url` from a chosen local address (127.0.0.2, 127.0.0.3, …): each address is
 * another client to the backend's per-client limits, as different shoppers on the internet are.
 */
export function graphqlFrom<T = Record<string, unknown>>(
  url: string,
  localAddress: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: { category?: string } }[] }> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = request(
      new URL('/graphql', url),
      { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text)));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
