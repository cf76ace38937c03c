/** @jest-environment node */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localSettings, PORTS, setRuntimeSettings } from '../../index';
// The client is tested against the real backend over HTTP (test-only import).
import { startTestBackend, type TestBackend } from '../../../../backend/src/testing/testServer';
import { runOperation } from '../client';
import type { TypedDocument } from '../documents';

/**
 * graphql-js as everyone here sees it, with its parser and printer counted when graphql-request calls them: the
 * page's bundle has neither (shared/build/graphql-without-parser.mjs), so the client must never need them. The
 * backend in this process parses with the same functions; the call stack tells the two apart.
 */
const clientCalls = { parse: 0, print: 0 };
jest.mock('graphql', () => {
  const actual = jest.requireActual<typeof import('graphql')>('graphql');
  const counted =
    <A extends unknown[], R>(name: 'parse' | 'print', run: (...args: A) => R) =>
    (...args: A): R => {
      if (/[\\/]graphql-request[\\/]/.test(new Error().stack ?? '')) clientCalls[name] += 1;
      return run(...args);
    };
  return { ...actual, parse: counted('parse', actual.parse), print: counted('print', actual.print) };
});

let backend: TestBackend;
/** A pass-through in front of the backend that keeps what each request carried. */
let recorder: Server;
let sent: { body: { query: string; variables?: object; operationName?: string }; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  const target = new URL(backend.url);
  recorder = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      sent.push({ body: JSON.parse(body.toString()), headers: req.headers });
      const forward = httpRequest(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
  setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `http://127.0.0.1:${(recorder.address() as AddressInfo).port}/graphql` });
}, 60000);
afterAll(async () => {
  await backend.close();
  await new Promise((resolve) => recorder.close(resolve));
});
beforeEach(() => {
  sent = [];
  clientCalls.parse = clientCalls.print = 0;
});
jest.setTimeout(30000);

const WOODEN = 'query Wooden($path: String!) { categoryList(filters: { url_path: { eq: $path } }) { url_path } }' as TypedDocument<
  { categoryList: { url_path: string }[] },
  { path: string }
>;

it('sends the document as it is, named, with its variables and the store code, never through graphql-js', async () => {
  const result = await runOperation(WOODEN, { path: 'tiles/wooden-tiles' });
  expect(result.data?.categoryList[0].url_path).toBe('tiles/wooden-tiles');
  expect(sent).toHaveLength(1);
  expect(sent[0].body).toEqual({ query: String(WOODEN), variables: { path: 'tiles/wooden-tiles' }, operationName: 'Wooden' });
  expect(sent[0].headers).toMatchObject({ store: 'default', 'content-type': 'application/json' });
  expect(sent[0].headers.authorization).toBeUndefined();
  expect(clientCalls).toEqual({ parse: 0, print: 0 });
});

it('sends a mutation with the customer’s token as a bearer, never through graphql-js', async () => {
  const result = await runOperation(
    'mutation Rename { updateCustomerV2(input: { firstname: "Asha" }) { customer { firstname } } }',
    {},
    { token: 'not-a-token' },
  );
  // The store refuses the token: Magento's wording and category, not a network failure.
  expect(result.error).toMatchObject({ category: 'graphql-authorization', network: false });
  expect(sent[0].headers.authorization).toBe('Bearer not-a-token');
  expect(sent[0].body.operationName).toBe('Rename');
  expect(clientCalls).toEqual({ parse: 0, print: 0 });
});

it('reports a call its caller aborted as a network failure, with the shopper’s sentence', async () => {
  const abort = new AbortController();
  abort.abort();
  const result = await runOperation(WOODEN, { path: 'tiles/wooden-tiles' }, { signal: abort.signal });
  expect(result.error).toMatchObject({ network: true, message: expect.stringMatching(/could not reach the store/) });
  expect(result.error!.text).toEqual(expect.any(String));
  expect(sent).toHaveLength(0);
});
