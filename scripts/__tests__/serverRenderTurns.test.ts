import { createServer, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serverRender } from '../shell-ssr.mjs';

/**
 * Two remotes' server bundles served over HTTP, as the shell's server finds them in production. Each render asks
 * a "store" (this test's server) for its data; the store notes who asked and answers when the test releases it.
 */
const bundle = (id: string) => `
  exports.render = async (id, request) => {
    if (id !== '${id}') return null;
    const answer = await fetch(request.settings.graphqlUrl + '?id=${id}&path=' + new URL(request.url).pathname);
    return { html: await answer.text() };
  };`;
const manifest = (name: string) => JSON.stringify({ exposes: [{ name, assets: { css: { sync: [] } } }] });
const files: Record<string, string> = {
  '/header/mf-manifest.json': manifest('Header'),
  '/header/server/ssr.json': JSON.stringify({ file: 'ssr.cjs' }),
  '/header/server/ssr.cjs': bundle('mf_header/Header'),
  '/catalog/mf-manifest.json': manifest('CatalogRoute'),
  '/catalog/server/ssr.json': JSON.stringify({ file: 'ssr.cjs' }),
  '/catalog/server/ssr.cjs': bundle('mf_catalog/CatalogRoute'),
};

let server: Server;
let config: { remotes: Record<string, string>; settings: Record<string, string> };
/** Who asked the store, in order. */
let asked: string[] = [];
let held: [ServerResponse, string][] = [];
let answerAtOnce = false;
/** The catalogue's origin is overloaded: its manifest and ssr.json answer 503. */
let busy = false;
const answer = (res: ServerResponse, who: string) => res.writeHead(200).end(`<p>${who}</p>`);
const release = () => {
  answerAtOnce = true;
  for (const [res, who] of held) answer(res, who);
  held = [];
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://test');
    if (url.pathname === '/store') {
      const who = `${url.searchParams.get('id')} ${url.searchParams.get('path')}`;
      asked.push(who);
      if (answerAtOnce) answer(res, who);
      else held.push([res, who]);
      return;
    }
    if (busy && url.pathname.startsWith('/catalog/')) return res.writeHead(503).end('busy');
    const body = files[url.pathname];
    res.writeHead(body ? 200 : 404).end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config = { remotes: { mf_header: `${origin}/header/mf-manifest.json`, mf_catalog: `${origin}/catalog/mf-manifest.json` }, settings: { graphqlUrl: `${origin}/store` } };
});
afterAll(() => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
}));
beforeEach(() => {
  asked = [];
  held = [];
  answerAtOnce = false;
  busy = false;
});

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('the shell’s server render', () => {
  it('renders the header and the page side by side: neither waits for the other’s data', async () => {
    const rendering = serverRender(config, 'http://localhost:3000/tiles/wooden-tiles');
    await until(() => asked.length === 2);
    // Both are waiting on the store at once.
    expect([...asked].sort()).toEqual(['mf_catalog/CatalogRoute /tiles/wooden-tiles', 'mf_header/Header /tiles/wooden-tiles']);
    release();
    const view = await rendering;
    expect(view.header.html).toBe('<p>mf_header/Header /tiles/wooden-tiles</p>');
    expect(view.page.html).toBe('<p>mf_catalog/CatalogRoute /tiles/wooden-tiles</p>');
  });

  it('lets one remote’s renders take turns, as its modules hold one render’s data at a time', async () => {
    const first = serverRender(config, 'http://localhost:3000/tiles/one');
    const second = serverRender(config, 'http://localhost:3000/tiles/two');
    await until(() => asked.length === 2);
    await new Promise((r) => setTimeout(r, 30));
    // The first request's header and page are asking; the second's wait for them, each behind its own remote.
    expect([...asked].sort()).toEqual(['mf_catalog/CatalogRoute /tiles/one', 'mf_header/Header /tiles/one']);
    release();
    const [one, two] = await Promise.all([first, second]);
    expect(asked.filter((who) => who.startsWith('mf_catalog'))).toEqual(['mf_catalog/CatalogRoute /tiles/one', 'mf_catalog/CatalogRoute /tiles/two']);
    expect(one.page.html).toContain('/tiles/one');
    expect(two.page.html).toContain('/tiles/two');
  });
});

describe('the shell’s server render when a remote has a bad moment', () => {
  it('keeps rendering with the bundle and manifest it has when their re-check fails', async () => {
    answerAtOnce = true;
    const before = await serverRender(config, 'http://localhost:3000/tiles/blip');
    expect(before.page?.html).toContain('/tiles/blip');
    // Past the 5 s re-check, the catalogue's origin answers 503 for a moment (only Date moves: sockets run as usual).
    busy = true;
    jest.useFakeTimers({ doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    try {
      jest.setSystemTime(Date.now() + 6000);
      const during = await serverRender(config, 'http://localhost:3000/tiles/blip');
      expect(during.page?.html).toContain('/tiles/blip');
    } finally {
      jest.useRealTimers();
    }
  });
});
