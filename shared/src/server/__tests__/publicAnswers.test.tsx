/** @jest-environment node */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localSettings, PORTS } from '../../index';
// The client is tested against the real backend over HTTP (test-only import).
import { startTestBackend, type TestBackend } from '../../../../backend/src/testing/testServer';
import { runOperation } from '../../graphql/client';
import type { TypedDocument } from '../../graphql/documents';
import { atRequest } from '../../testing/serverRequest';

let backend: TestBackend;
/** A pass-through in front of the backend that counts the GraphQL calls it forwards. */
let counter: Server;
let counterUrl = '';
let calls: { operation: string; store: string }[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  const target = new URL(backend.url);
  counter = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      calls.push({ operation: String(JSON.parse(body.toString()).operationName), store: String(req.headers.store) });
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
  await new Promise<void>((resolve) => counter.listen(0, '127.0.0.1', resolve));
  counterUrl = `http://127.0.0.1:${(counter.address() as AddressInfo).port}`;
}, 60000);
afterAll(async () => {
  await backend.close();
  await new Promise((resolve) => counter.close(resolve));
});
beforeEach(() => {
  calls = [];
});
jest.setTimeout(30000);

const CATEGORY =
  'query CategoryName($path: String!) { categoryList(filters: { url_path: { eq: $path } }) { name url_path } }' as TypedDocument<
    { categoryList: { name: string; url_path: string }[] },
    { path: string }
  >;
/** Valid against Magento's schema, refused by the store at run time (Magento: "currentPage value must be greater than 0."). */
const REFUSED = 'query PageZero { products(search: "tile", currentPage: 0) { total_count } }' as TypedDocument<
  { products: { total_count: number } | null },
  Record<string, never>
>;
const NEW_CART = 'mutation NewCart { createEmptyCart }' as TypedDocument<{ createEmptyCart: string }, Record<string, never>>;

/** One server render at `page` that runs `work` (what a remote's data loading does), kept answers for `ttlMs`. */
const renderAt = <T,>(page: string, work: () => Promise<T>, ttlMs: number | undefined = 60_000) =>
  atRequest({ url: page, settings: { ...localSettings(PORTS), graphqlUrl: `${counterUrl}/graphql` }, publicAnswersTtlMs: ttlMs }, () =>
    work(),
  );
const categoryName = (path: string) => async () => (await runOperation(CATEGORY, { path })).data?.categoryList[0]?.name;

describe('server renders share the answers that are the same for every shopper', () => {
  it('many shoppers opening one listing at once cost the store one call, and the next renders none', async () => {
    const names = await Promise.all(
      Array.from({ length: 12 }, () => renderAt('http://localhost:3000/tiles/wooden-tiles', categoryName('tiles/wooden-tiles'))),
    );
    expect(new Set(names)).toEqual(new Set(['Wooden Tiles']));
    expect(await renderAt('http://localhost:3000/tiles/wooden-tiles', categoryName('tiles/wooden-tiles'))).toBe('Wooden Tiles');
    expect(calls.filter((c) => c.operation === 'CategoryName')).toHaveLength(1);
  });

  it('keeps each store view and each set of variables apart', async () => {
    await renderAt('http://localhost:3000/tiles/floor-tiles', categoryName('tiles/floor-tiles'));
    await renderAt('http://hi.localhost:3000/tiles/floor-tiles', categoryName('tiles/floor-tiles'));
    await renderAt('http://hi.localhost:3000/tiles/wall-tiles', categoryName('tiles/wall-tiles'));
    expect(calls.map((c) => c.store)).toEqual(['default', 'hi', 'hi']);
  });

  it('asks again once an answer is older than its lifetime', async () => {
    await renderAt('http://localhost:3000/tiles/kitchen-tiles', categoryName('tiles/kitchen-tiles'), 1);
    const lifetimeOver = Date.now() + 2;
    while (Date.now() <= lifetimeOver) await new Promise((resolve) => setTimeout(resolve, 1));
    await renderAt('http://localhost:3000/tiles/kitchen-tiles', categoryName('tiles/kitchen-tiles'), 1);
    expect(calls).toHaveLength(2);
  });

  it('does not keep a failure: the next render asks again', async () => {
    const failing = async () => (await runOperation(REFUSED)).error?.message;
    expect(await renderAt('http://localhost:3000/', failing)).toMatch(/currentPage/);
    expect(await renderAt('http://localhost:3000/', failing)).toMatch(/currentPage/);
    expect(calls).toHaveLength(2);
  });

  it('never shares a mutation or a signed-in customer’s call, nor anything when the shell sets no lifetime', async () => {
    const newCart = async () => (await runOperation(NEW_CART)).data?.createEmptyCart;
    const [first, second] = [await renderAt('http://localhost:3000/', newCart), await renderAt('http://localhost:3000/', newCart)];
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
    const signedIn = () => runOperation(CATEGORY, { path: 'tiles' }, { token: 'a-customer-token' });
    await renderAt('http://localhost:3000/tiles', signedIn);
    await renderAt('http://localhost:3000/tiles', signedIn);
    await renderAt('http://localhost:3000/tiles', categoryName('tiles'), 0);
    await renderAt('http://localhost:3000/tiles', categoryName('tiles'), 0);
    expect(calls.map((c) => c.operation)).toEqual(['NewCart', 'NewCart', 'CategoryName', 'CategoryName', 'CategoryName', 'CategoryName']);
  });

  it('hands out a kept answer frozen, so one render cannot change what another shows', async () => {
    const answer = await renderAt('http://localhost:3000/tiles/wall-tiles', () => runOperation(CATEGORY, { path: 'tiles/wall-tiles' }));
    expect(() => {
      answer.data!.categoryList[0].name = 'Changed';
    }).toThrow(TypeError);
  });

  it('in the browser (no render) every call goes to the store', async () => {
    const { setRuntimeSettings } = await import('../../config/runtime');
    setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${counterUrl}/graphql` });
    await categoryName('tiles/bathroom-tiles')();
    await categoryName('tiles/bathroom-tiles')();
    expect(calls).toHaveLength(2);
  });
});
