/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localSettings, PORTS, setRuntimeSettings } from '../../index';
// The working agreement: the client is tested against the real backend over HTTP (test-only import).
import { startTestBackend, type TestBackend } from '../../../../backend/src/testing/testServer';
import { runOperation } from '../client';
import type { TypedDocument } from '../documents';

let backend: TestBackend;
let broken: Server;
let brokenUrl = '';

beforeAll(async () => {
  backend = await startTestBackend();
  setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend.url}/graphql` });
  // A gateway in front of the store that fails without GraphQL (what a proxy answers when Magento is down).
  // Or a maintenance page sent with status 200 (at /maintenance).
  broken = createServer((req, res) => {
    res.writeHead(req.url === '/maintenance' ? 200 : 502, { 'Content-Type': 'text/html' });
    res.end(req.url === '/maintenance' ? '<h1>Back soon</h1>' : '<h1>Bad gateway</h1>');
  });
  await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
  brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/graphql`;
}, 60000);
afterAll(async () => {
  await backend.close();
  await new Promise((resolve) => broken.close(resolve));
});
jest.setTimeout(30000);

describe('runOperation', () => {
  it('returns the data of a query, with variables', async () => {
    const result = await runOperation(
      'query Wooden($path: String!) { categoryList(filters: { url_path: { eq: $path } }) { url_path } }' as TypedDocument<
        { categoryList: { url_path: string }[] },
        { path: string }
      >,
      { path: 'tiles/wooden-tiles' },
    );
    expect(result.data?.categoryList[0].url_path).toBe('tiles/wooden-tiles');
  });

  it('returns Magento’s message and category for a refused request, not a network failure', async () => {
    const result = await runOperation('{ customer { firstname } }', {}, { token: 'not-a-token' });
    expect(result.error).toMatchObject({ category: 'graphql-authorization', network: false });
    expect(result.error!.message).toMatch(/customer/i);
    // What the shopper reads: the mapped sentence, not Magento's.
    expect(result.error!.text).toBe('Please sign in again to continue.');
  });

  it('maps a refusal the shopper can act on by the store’s wording (a wrong password)', async () => {
    const result = await runOperation('mutation { generateCustomerToken(email: "nobody@example.com", password: "wrong-one") { token } }');
    expect(result.error).toMatchObject({ category: 'graphql-authentication', network: false });
    expect(result.error!.text).toMatch(/^The account sign-in was incorrect/);
  });

  it('returns GraphQL’s own message for an invalid operation', async () => {
    const result = await runOperation('{ products { no_such_field } }');
    expect(result.error).toMatchObject({ network: false });
    expect(result.error!.message).toContain('no_such_field');
  });

  it('reports a server that answers without GraphQL as a network failure with its status', async () => {
    const result = await runOperation('{ storeConfig { store_code } }', {}, { url: brokenUrl });
    expect(result.error).toEqual({
      message: 'The store answered with status 502.',
      status: 502,
      network: true,
      text: 'The store is busy right now. Please try again in a moment.',
    });
  });

  it('reports a 200 answer without GraphQL data as unreadable, not by its status', async () => {
    const result = await runOperation('{ storeConfig { store_code } }', {}, { url: brokenUrl.replace('/graphql', '/maintenance') });
    expect(result.error).toEqual({
      message: 'The store sent an answer this page could not read.',
      status: 200,
      network: true,
      text: 'The store sent an answer this page could not read. Please try again.',
    });
  });

  it('reports an unreachable store and a timeout as a network failure', async () => {
    const unreachable = await runOperation('{ storeConfig { store_code } }', {}, { url: 'http://127.0.0.1:9/graphql' });
    expect(unreachable.error).toMatchObject({ network: true, message: expect.stringMatching(/could not reach the store/) });
    const slow = await runOperation('{ storeConfig { store_code } }', {}, { timeoutMs: 1 });
    expect(slow.error).toMatchObject({ network: true });
  });
});
