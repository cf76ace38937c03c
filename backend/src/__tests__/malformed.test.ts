import { connect } from 'node:net';
import { startTestBackend, type TestBackend } from '../testing/testServer';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);
afterAll(() => backend.close());

/** Sends bytes exactly as written (fetch would normalise the path and Host); resolves with the status line. */
function raw(request: string): Promise<string> {
  const { hostname, port } = new URL(backend.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(request));
    let answer = '';
    socket.on('data', (d) => {
      answer += d.toString('latin1');
    });
    socket.on('end', () => resolve(answer.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

async function stillServing(): Promise<void> {
  expect((await fetch(`${backend.url}/health`)).status).toBe(200);
}

describe('malformed requests', () => {
  it.each([
    ['a path starting with //', 'GET // HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['//graphql', 'GET //graphql HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
    ['a Host with a space', 'GET /health HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n'],
    ['a Host with a space on /graphql', 'GET /graphql?query=%7B__typename%7D HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n'],
    ['a broken %-escape in a path parameter', 'GET /rest/leads/% HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'],
  ])('answers 400 to %s and keeps serving', async (_name, request) => {
    expect(await raw(request)).toMatch(/^HTTP\/1\.1 400 /);
    await stillServing();
  });

  it('answers a clear JSON message, no stack text', async () => {
    const res = await fetch(`${backend.url}/rest/leads/%E0%A4%A`);
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(JSON.parse(body).message).toMatch(/Malformed request/);
    expect(body).not.toMatch(/at .*\.ts/);
  });
});

describe('CORS', () => {
  it('never answers an arbitrary Origin with Allow-Credentials', async () => {
    for (const method of ['OPTIONS', 'POST']) {
      const res = await fetch(`${backend.url}/graphql`, {
        method,
        headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json', 'Access-Control-Request-Method': 'POST' },
        body: method === 'POST' ? JSON.stringify({ query: '{ __typename }' }) : undefined,
      });
      expect(res.headers.get('access-control-allow-credentials')).not.toBe('true');
    }
  });
});

describe('oversized bodies', () => {
  it('refuses a GraphQL body over 1 MB before reading it, with a GraphQL error, and keeps serving', async () => {
    const status = await raw(
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\nConnection: close\r\n\r\n{',
    );
    expect(status).toMatch(/^HTTP\/1\.1 413 /);
    const res = await fetch(`${backend.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(1_100_000) } }),
    }).catch((err: Error) => err);
    // The answer arrives, or the connection closes while the client is still sending: either way nothing is parsed.
    if (res instanceof Response) {
      expect(res.status).toBe(413);
      expect((await res.json()).errors[0].message).toMatch(/at most 1 MB/);
    }
    await stillServing();
  });

  it('refuses a GraphQL body that does not say its length (411), and serves one that does', async () => {
    const chunked = await raw(
      'POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n',
    );
    expect(chunked).toMatch(/^HTTP\/1\.1 411 /);
    const res = await fetch(`${backend.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(100_000) } }),
    });
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('answers a lead body over the limit with 413 and a clear message', async () => {
    const res = await fetch(`${backend.url}/rest/callback`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(20_000), phone: '9876543210', pincode: '400001' }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toMatch(/larger than 10 KB/);
  });
});
