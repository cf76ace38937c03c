/** @jest-environment node */
// A jsdom page for the browser's half, Node's own fetch for the server's (test-only import, first).
import { page, visit } from '../../../backend/src/testing/browserPage';
import vm from 'node:vm';
import { act } from 'react';
import * as React from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import * as Shared from '@tiles/shared';
import { BrowserRouter, markServerRendered } from '@tiles/shared';
import { App } from '../../src/App';
import { integrityOf } from '../bundles';
import { localConfig } from '../config';
import { renderView, type RenderConfig } from '../render';
import { pageRoutesOf } from '../moduleHandles';
import { listen } from './testServers';

// The browser's federation runtime answers with the fixture's module; the server's (createInstance) stays real.
jest.mock('@module-federation/enhanced/runtime', () => ({
  ...jest.requireActual('@module-federation/enhanced/runtime'),
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));
const browserLoads = loadRemote as jest.MockedFunction<typeof loadRemote>;

/**
 * A new team's new page, with nothing but the contract: `default`, `loader`, `head`, and a `handle` naming its route.
 * The shell is not told about it: it routes `/stock/*` to it from the handle. It names no module id and reads its
 * loader's data with useLoaderData, on the server and in the browser alike. The same source is the server container's
 * module (React and @tiles/shared from the shell's share scope) and the browser's.
 */
const FIXTURE_MODULE = `(React, shared) => ({
  default: function StockPage() {
    const data = shared.useLoaderData();
    return React.createElement('p', { className: 'stock' }, data ? data.name + ': ' + data.boxes + ' boxes in stock' : 'no data');
  },
  loader: async ({ url }) => ({ data: { name: decodeURIComponent(url.pathname.split('/').pop()), boxes: 42 } }),
  head: ({ data }) => ({ title: data.name + ' in stock', description: data.boxes + ' boxes' }),
  handle: { routes: ['/stock/*'], pageName: { en: 'Stock' } },
})`;
type FixtureExports = { default: React.ComponentType; loader: unknown; head: unknown };
const fixtureFor = (): FixtureExports =>
  (new vm.Script(FIXTURE_MODULE).runInThisContext() as (react: unknown, shared: unknown) => FixtureExports)(React, Shared);

const CONTAINER = `
  let scope;
  const lib = async (name) => (await Object.values(scope[name])[0].get())();
  exports.init = (shareScope) => { scope = shareScope; };
  exports.get = async (expose) => {
    if (expose !== './StockPage') throw new Error('no ' + expose);
    const [react, shared] = await Promise.all([lib('react'), lib('@tiles/shared')]);
    const module = (${FIXTURE_MODULE})(react, shared);
    return () => module;
  };`;
const files: Record<string, string> = {
  '/fixture/mf-manifest.json': JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ name: 'StockPage', assets: { js: { sync: [] }, css: { sync: [] } } }],
  }),
  '/fixture/server/ssr.json': JSON.stringify({ file: 'ssr.cjs', integrity: integrityOf(CONTAINER) }),
  '/fixture/server/ssr.cjs': CONTAINER,
};

let origin: Awaited<ReturnType<typeof listen>>;
let config: RenderConfig;
beforeAll(async () => {
  origin = await listen((req, res) => {
    const body = files[new URL(req.url ?? '/', 'http://test').pathname];
    res.writeHead(body ? 200 : 404).end(body ?? '');
  });
  // Only the fixture's remote is configured: every other slot is the browser's, drawn loading on both sides.
  // Budgets a busy test machine meets: this test is about the contract, not about time.
  config = {
    remotes: { mf_catalog: `${origin.origin}/fixture/mf-manifest.json` },
    settings: localConfig(3000, false).settings,
    budgets: { renderMs: 10_000, loadMs: 30_000 },
  };
});
afterAll(() => origin.close());

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  Shared.endFirstView();
});

describe('a page module with default, loader and head only', () => {
  it('is rendered by the server with its head and its data, and hydrated by the browser from the same data', async () => {
    const path = '/stock/Onyx%20Beige';
    const view = await renderView(config, `http://localhost:3000${path}`);
    // The table the page's configuration carries to the browser: the new page's route, from its own handle.
    const routes = await pageRoutesOf(config.remotes);
    expect(routes).toEqual([{ path: '/stock/*', id: 'mf_catalog/StockPage', name: 'Stock' }]);
    expect(view?.complete).toBe(true);
    expect(view?.head).toEqual({ title: 'Onyx Beige in stock', description: '42 boxes' });
    expect(view?.data).toEqual({ 'mf_catalog/StockPage': { name: 'Onyx Beige', boxes: 42 } });
    expect(view?.html).toContain('<p class="stock">Onyx Beige: 42 boxes in stock</p>');

    // The browser's page, as the shell writes it: the server's HTML and data (window.__TILES_SSR__, through JSON).
    visit(path);
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = view!.html;
    window.__TILES_SSR__ = JSON.parse(JSON.stringify(view!.data)) as typeof window.__TILES_SSR__;
    markServerRendered(container);
    const fixture = fixtureFor();
    // Every other remote is down: its slot keeps what the server drew (loading) and shows its fallback after.
    const down = () => Promise.reject(new Error('not in this test'));
    browserLoads.mockImplementation((id: string) => (id === 'mf_catalog/StockPage' ? Promise.resolve(fixture) : down()) as never);
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    // The browser's code runs with the page's AbortController (jsdom's listeners take only its signals).
    const nodeAbortController = globalThis.AbortController;
    globalThis.AbortController = page.window.AbortController;
    const problems: string[] = [];
    // React's development build reports each hydration mismatch on the console (production leaves it unpatched).
    const errors = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const message = args.map(String).join(' ');
      if (/hydrat|did(n't| not) match/i.test(message)) problems.push(message);
    });
    try {
      await act(async () => {
        root = hydrateRoot(
          container,
          <BrowserRouter>
            <App routes={routes} />
          </BrowserRouter>,
          { onRecoverableError: (error) => void problems.push(String(error)) },
        );
      });
    } finally {
      errors.mockRestore();
      globalThis.AbortController = nodeAbortController;
    }
    expect(problems).toEqual([]);
    const slot = container.querySelector('[data-slot="mf_catalog-StockPage"]');
    // Live (its code attached) and still the server's text: the browser's first render read the same data.
    expect(slot).toHaveProperty('dataset.slotState', 'ready');
    expect(slot?.textContent).toBe('Onyx Beige: 42 boxes in stock');
  });
});
