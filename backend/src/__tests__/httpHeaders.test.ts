import { connect } from 'node:net';
import { createAndSignIn } from '../customer/__tests__/helpers';
import { withTestBackend } from '../testing/testServer';

const backend = withTestBackend();

/** GET /graphql?query=… as a CDN or another client would send it. */
const get = (query: string, headers: Record<string, string> = {}) =>
  fetch(`${backend().url}/graphql?query=${encodeURIComponent(query)}`, { headers });

/** The raw answer to raw request bytes: status line and headers as the server wrote them. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(backend().url).port), '127.0.0.1', () => socket.end(bytes));
    let out = '';
    socket.on('data', (d: Buffer) => (out += d.toString('latin1')));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

describe('cache headers of GET /graphql', () => {
  it('lets a shared cache keep a public query without a customer token, briefly, per store view', async () => {
    const res = await get('{ storeConfig { store_code } categories { items { name } } }');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('vary')).toBe('Origin, Store, Authorization');
  });

  it('keeps anything with a customer token, a cart or a customer, or an error, out of every cache', async () => {
    const token = await createAndSignIn(backend());
    const answers = [
      await get('{ storeConfig { store_code } }', { Authorization: `Bearer ${token}` }),
      await get('{ customer { email } }', { Authorization: `Bearer ${token}` }),
      await get('{ cart(cart_id: "nope") { id } }'),
      await get('{ storeConfig { store_code } }', { Store: 'nowhere' }),
      await get('{ products(pageSize: 301) { total_count } }'),
    ];
    for (const res of answers) {
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('vary')).toBe('Origin, Store, Authorization');
    }
  });
});

const QUERY = '{"query":"{ __typename }"}';

describe('nosniff on every API answer', () => {
  it.each([
    ['GraphQL', `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${QUERY.length}\r\n\r\n${QUERY}`],
    ['REST', 'GET /rest/showrooms HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a 404', 'GET /nothing-here HTTP/1.1\r\nHost: x\r\n\r\n'],
    ['a malformed request', 'GET //evil HTTP/1.1\r\nHost: x\r\n\r\n'],
  ])('%s', async (_, bytes) => {
    const answer = await raw(bytes.replace('HTTP/1.1\r\n', 'HTTP/1.1\r\nConnection: close\r\n'));
    expect(answer).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(answer.split('\r\n\r\n')[0]).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i);
  });
});
