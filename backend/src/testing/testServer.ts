import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';

export interface TestBackend {
  url: string;
  /** POSTs a GraphQL operation over real HTTP; returns the parsed body ({ data, errors }). */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ data?: T; errors?: { message: string; extensions?: { category?: string } }[] }>;
  close(): Promise<void>;
}

/**
 * Starts the real backend on a free port with an in-memory SQLite store (unless TILES_DB is set first).
 * Use from backend tests: `const backend = await startTestBackend()`.
 */
export async function startTestBackend(): Promise<TestBackend> {
  process.env.TILES_DB ??= ':memory:';
  // Test files create many accounts from one address (127.0.0.1); a test of the throttle sets its own limit.
  process.env.TILES_ACCOUNT_CREATE_LIMIT ??= '1000/60';
  const { createApp } = await import('../app');
  const server: Server = createApp();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    async graphql(query, variables, headers = {}) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a Jest file: the real backend is started before its tests and stopped after them. Returns a getter,
 * as the backend exists only once `beforeAll` has run.
 */
export function withTestBackend(): () => TestBackend {
  let backend: TestBackend | undefined;
  beforeAll(async () => {
    backend = await startTestBackend();
  }, 60000);
  afterAll(() => backend?.close());
  return () => {
    if (!backend) throw new Error('withTestBackend: the backend is available inside tests and hooks only');
    return backend;
  };
}
