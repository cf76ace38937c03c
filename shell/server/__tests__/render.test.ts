/** @jest-environment node */
import type { ServerResponse } from 'node:http';
import { createApp } from '../app';
import { integrityOf } from '../bundles';
import { localConfig, serverConfigFrom } from '../config';
import { renderView, type RenderConfig } from '../render';
import { listen, rawRequest, shellDir } from './testServers';

/**
 * Two remotes' server containers served over HTTP, as the shell's server finds them in production: written by hand
 * here (a container is `init` and `get`), each module a component and a loader. Each loader asks a "store" (this
 * test's server) for its data; the store notes who asked and answers when the test releases it.
 */
const bundle = (id: string) => `
  exports.init = () => undefined;
  exports.get = async (expose) => {
    if (expose !== './${id.split('/')[1]}') throw new Error('no ' + expose);
    return () => ({
      default: function Module() { return 'rendered ${id}'; },
      handle: ${id.endsWith('/Header') ? "{ loads: 'first' }" : id.endsWith('/CatalogRoute') ? "{ routes: ['*'] }" : '{}'},
      loader: async ({ url, settings }) => {
        const answer = await fetch(settings.graphqlUrl + '?id=${id}&path=' + url.pathname);
        return { data: await answer.text() };
      },
    });
  };`;
const manifest = (name: string) =>
  JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js' } },
    exposes: [{ name, assets: { js: { sync: [] }, css: { sync: [] } } }],
  });
const ssrJson = (code: string, integrity = integrityOf(code)) => JSON.stringify({ file: 'ssr.cjs', integrity });
const files: Record<string, string> = {};
function deploy(folder: string, module: string, code: string, integrity?: string) {
  files[`/${folder}/mf-manifest.json`] = manifest(module);
  files[`/${folder}/server/ssr.json`] = ssrJson(code, integrity);
  files[`/${folder}/server/ssr.cjs`] = code;
}

let store: Awaited<ReturnType<typeof listen>>;
let config: RenderConfig;
/** Who asked the store, in order. */
let asked: string[] = [];
/** Resolves once the store has been asked `n` times (an event, not a timed wait). */
let waiting: { n: number; resolve: () => void }[] = [];
const whenAsked = (n: number) =>
  new Promise<void>((resolve) => {
    waiting.push({ n, resolve });
    notify();
  });
function notify() {
  waiting = waiting.filter((w) => (asked.length >= w.n ? (w.resolve(), false) : true));
}
let held: [ServerResponse, string][] = [];
let answerAtOnce = false;
/** The catalogue's origin is overloaded: its manifest and ssr.json answer 503. */
let busy = false;
let stalling = false;
/** How many bundle downloads are cut off mid-way (a busy static host). */
let cutOff = 0;
const answer = (res: ServerResponse, who: string) => res.writeHead(200).end(who);
const release = () => {
  answerAtOnce = true;
  for (const [res, who] of held) answer(res, who);
  held = [];
};

beforeAll(async () => {
  store = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://test');
    if (url.pathname === '/store') {
      const who = `${url.searchParams.get('id')} ${url.searchParams.get('path')}`;
      asked.push(who);
      notify();
      if (answerAtOnce) answer(res, who);
      else held.push([res, who]);
      return;
    }
    if (busy && url.pathname.startsWith('/catalog/')) return void res.writeHead(503).end('busy');
    // Overloaded another way: a remote's manifest and ssr.json start answering and stall mid-body.
    if (stalling && url.pathname.startsWith('/stalled/') && url.pathname.endsWith('.json'))
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).write('{"');
    if (cutOff > 0 && url.pathname.endsWith('.cjs')) {
      cutOff -= 1;
      return void res.destroy();
    }
    const body = files[url.pathname];
    res.writeHead(body ? 200 : 404).end(body ?? '');
  });
  config = {
    remotes: { mf_header: `${store.origin}/header/mf-manifest.json`, mf_catalog: `${store.origin}/catalog/mf-manifest.json` },
    settings: { ...localConfig(3000, false).settings, graphqlUrl: `${store.origin}/store` },
  };
});
afterAll(() => store.close());
beforeEach(() => {
  deploy('header', 'Header', bundle('mf_header/Header'));
  deploy('catalog', 'CatalogRoute', bundle('mf_catalog/CatalogRoute'));
  asked = [];
  waiting = [];
  held = [];
  answerAtOnce = false;
  busy = false;
  stalling = false;
  cutOff = 0;
});

describe('the shell’s server render', () => {
  it('renders the header and the page side by side: neither waits for the other’s data', async () => {
    const rendering = renderView(config, 'http://localhost:3000/tiles/wooden-tiles');
    await whenAsked(2);
    expect([...asked].sort()).toEqual(['mf_catalog/CatalogRoute /tiles/wooden-tiles', 'mf_header/Header /tiles/wooden-tiles']);
    release();
    const view = await rendering;
    expect(view?.data).toEqual({
      'mf_header/Header': 'mf_header/Header /tiles/wooden-tiles',
      'mf_catalog/CatalogRoute': 'mf_catalog/CatalogRoute /tiles/wooden-tiles',
    });
    // One tree: the header's and the page's HTML inside the shell's own App (its skip link, its <main>).
    expect(view?.html).toMatch(/skip-link.*rendered mf_header\/Header.*<main[^>]*>.*rendered mf_catalog\/CatalogRoute/s);
    expect(view?.complete).toBe(true);
    // React itself writes each slot's Suspense boundary around the module's HTML (the browser hydrates it in place).
    expect(view?.html).toContain('<!--$-->rendered mf_catalog/CatalogRoute<!--/$-->');
  });

  it('composes what the remotes expose and caches as their modules say: no list of modules in the shell', async () => {
    // The header's remote exposes a second module, without a loader (the browser's), and a page says it is one shopper's.
    const header = bundle('mf_header/Header').replace(
      "if (expose !== './Header')",
      "if (expose === './Panel') return () => ({ default: () => 'panel', handle: { loads: 'idle' } });\n    if (expose !== './Header')",
    );
    deploy('header-panel', 'Header', header);
    files['/header-panel/mf-manifest.json'] = JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: ['Header', 'Panel'].map((name) => ({ name, assets: { js: { sync: [] }, css: { sync: [] } } })),
    });
    deploy(
      'catalog-personal',
      'CatalogRoute',
      bundle('mf_catalog/CatalogRoute').replace("handle: { routes: ['*'] }", "handle: { routes: ['*'], personal: true }"),
    );
    answerAtOnce = true;
    const at = (catalog: string) => ({
      ...config,
      remotes: { mf_header: `${store.origin}/header-panel/mf-manifest.json`, mf_catalog: `${store.origin}/${catalog}/mf-manifest.json` },
    });
    const view = await renderView(at('catalog-personal'), 'http://localhost:3000/tiles/rustic');
    expect(view?.rendered.sort()).toEqual(['mf_catalog/CatalogRoute', 'mf_header/Header']);
    expect(view?.whole).toBe(true); // the panel has no loader: the browser's by its own word
    expect(view?.personal).toBe(true);
    expect((await renderView(at('catalog'), 'http://localhost:3000/tiles/rustic'))?.personal).toBe(false);
    // A loader that reads the shopper's cookies makes its page theirs, whatever its handle says.
    const cookieReader = bundle('mf_catalog/CatalogRoute').replace(
      'loader: async ({ url, settings }) => {',
      'loader: async ({ url, settings, cookies }) => { void cookies.tiles_cart;',
    );
    deploy('catalog-cookie', 'CatalogRoute', cookieReader);
    const reads = await renderView({ ...at('catalog-cookie'), cookies: { tiles_cart: 'x' } }, 'http://localhost:3000/tiles/rustic');
    expect(reads?.rendered).toContain('mf_catalog/CatalogRoute');
    expect(reads?.personal).toBe(true);
  });

  it('waits for a module that suspends (a part of its code not loaded yet) and writes it in place', async () => {
    answerAtOnce = true;
    // A container whose component is lazy (React from the shell's share scope, as a real container takes it).
    deploy(
      'lazy',
      'CatalogRoute',
      `
      let scope;
      const lib = async (name) => (await Object.values(scope[name])[0].get())();
      exports.init = (shareScope) => { scope = shareScope; };
      exports.get = async () => {
        const React = await lib('react');
        const Late = React.lazy(() => new Promise((resolve) => setImmediate(() => resolve({ default: () => 'rendered late' }))));
        return () => ({ default: () => React.createElement(Late), loader: async () => ({}), handle: { routes: ['*'] } });
      };`,
    );
    const view = await renderView(
      { ...config, remotes: { ...config.remotes, mf_catalog: `${store.origin}/lazy/mf-manifest.json` } },
      'http://localhost:3000/tiles/x',
    );
    // In place (React's text separator after a text that ended a suspended part), never behind a script.
    expect(view?.html).toMatch(/data-ssr="mf_catalog\/CatalogRoute"[^>]*><!--\$-->rendered late(<!-- -->)?<!--\/\$-->/);
    expect(view?.html).not.toContain('<script');
  });

  it('leaves a module that fails while rendering to the browser, and renders the rest of the page', async () => {
    answerAtOnce = true;
    deploy(
      'throwing',
      'CatalogRoute',
      bundle('mf_catalog/CatalogRoute').replace("return 'rendered mf_catalog/CatalogRoute';", "throw new Error('broken');"),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const view = await renderView(
        { ...config, remotes: { ...config.remotes, mf_catalog: `${store.origin}/throwing/mf-manifest.json` } },
        'http://localhost:3000/tiles/x',
      );
      expect(view?.html).toContain('rendered mf_header/Header');
      // React marks the failed boundary for the browser to render (`<!--$!-->`), without its HTML.
      expect(view?.html).toMatch(/data-ssr="mf_catalog\/CatalogRoute"[^>]*><!--\$!-->/);
      expect(warn.mock.calls.flat().join('\n')).toContain('broken');
    } finally {
      warn.mockRestore();
    }
  });

  it('renders one remote for several pages at once: no render waits for another request’s', async () => {
    const paths = ['/tiles/wooden-tiles', '/tiles/marble-tiles', '/tiles/floor-tiles'];
    const rendering = Promise.all(paths.map((p) => renderView(config, `http://localhost:3000${p}`)));
    // Every request's catalogue render is waiting on the store at the same time.
    await whenAsked(2 * paths.length);
    expect(asked.filter((who) => who.startsWith('mf_catalog')).sort()).toEqual(paths.map((p) => `mf_catalog/CatalogRoute ${p}`).sort());
    release();
    const views = await rendering;
    views.forEach((view, i) => expect(view?.data['mf_catalog/CatalogRoute']).toBe(`mf_catalog/CatalogRoute ${paths[i]}`));
  });
});

describe('one @tiles/shared per page', () => {
  it('a remote built for another @tiles/shared major renders in the browser only, and the shell says why', async () => {
    answerAtOnce = true;
    deploy('othershared', 'CatalogRoute', bundle('mf_catalog/CatalogRoute'));
    const built = JSON.parse(files['/othershared/mf-manifest.json']);
    files['/othershared/mf-manifest.json'] = JSON.stringify({
      ...built,
      shared: [{ name: '@tiles/shared', requiredVersion: '^99.0.0', assets: { js: { sync: [] } } }],
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const view = await renderView(
        { ...config, remotes: { ...config.remotes, mf_catalog: `${store.origin}/othershared/mf-manifest.json` } },
        'http://localhost:3000/tiles/x',
      );
      expect(view?.complete).toBe(false);
      expect(view?.rendered).toEqual(['mf_header/Header']);
      expect(asked).not.toContain('mf_catalog/CatalogRoute /tiles/x');
      expect(warn.mock.calls.flat().join('\n')).toContain('mf_catalog renders in the browser only: built for @tiles/shared ^99.0.0');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('the shell runs only the server code its configuration names, as published', () => {
  // Each case uses its own origin's folder, so the shell's 5 s container cache does not answer for it.
  it('does not run a bundle whose bytes differ from the integrity in its ssr.json', async () => {
    answerAtOnce = true;
    deploy('tampered', 'CatalogRoute', bundle('mf_catalog/CatalogRoute'), integrityOf('something else'));
    const view = await renderView(
      { ...config, remotes: { mf_catalog: `${store.origin}/tampered/mf-manifest.json` } },
      'http://localhost:3000/tiles/x',
    );
    expect(view).toBeNull();
    expect(asked).toEqual([]);
  });

  it('does not let a bundle load modules from the shell’s node_modules', async () => {
    answerAtOnce = true;
    deploy('greedy', 'CatalogRoute', `require('react'); ${bundle('mf_catalog/CatalogRoute')}`);
    const view = await renderView(
      { ...config, remotes: { mf_catalog: `${store.origin}/greedy/mf-manifest.json` } },
      'http://localhost:3000/tiles/x',
    );
    expect(view).toBeNull();
  });

  it('loads nothing from the origin a crafted Host names', async () => {
    answerAtOnce = true;
    const elsewhere: string[] = [];
    const attacker = await listen((req, res) => {
      elsewhere.push(req.url ?? '');
      res.end(files[req.url ?? ''] ?? '');
    });
    const raw = { remotes: config.remotes, settings: { ...config.settings, baseDomain: 'localhost:3000' } };
    const server = serverConfigFrom(raw, {});
    const shell = await listen(
      (req, res) =>
        void createApp({ dir: shellDir(), ssr: true, preload: true, budgets: { renderMs: 5000, loadMs: 20_000 }, config: () => server })(
          req,
          res,
        ),
    );
    try {
      const res = await rawRequest(shell.origin, '/tiles/wooden-tiles', { Host: new URL(attacker.origin).host });
      expect(res.body).toContain('rendered mf_catalog/CatalogRoute');
      expect(res.body).toContain('mf_catalog/CatalogRoute /tiles/wooden-tiles');
      expect(res.body).not.toContain(new URL(attacker.origin).host);
      expect(elsewhere).toEqual([]);
    } finally {
      await shell.close();
      await attacker.close();
    }
  });
});

describe('the shell’s server render when a remote has a bad moment', () => {
  it('takes an answer that stalled mid-body for no answer: the next page asks again', async () => {
    answerAtOnce = true;
    stalling = true;
    deploy('stalled', 'CatalogRoute', bundle('mf_catalog/CatalogRoute'));
    const stalled = { ...config, remotes: { mf_catalog: `${store.origin}/stalled/mf-manifest.json` } };
    expect(await renderView(stalled, 'http://localhost:3000/tiles/x')).toBeNull();
    stalling = false;
    expect((await renderView(stalled, 'http://localhost:3000/tiles/x'))?.data['mf_catalog/CatalogRoute']).toContain('/tiles/x');
  });

  it('tries a bundle whose download was cut off again on the next page', async () => {
    answerAtOnce = true;
    cutOff = 1;
    deploy('flaky', 'CatalogRoute', bundle('mf_catalog/CatalogRoute'));
    const flaky = { ...config, remotes: { mf_catalog: `${store.origin}/flaky/mf-manifest.json` } };
    expect(await renderView(flaky, 'http://localhost:3000/tiles/x')).toBeNull();
    expect((await renderView(flaky, 'http://localhost:3000/tiles/x'))?.data['mf_catalog/CatalogRoute']).toContain('/tiles/x');
  });

  it('keeps rendering with the bundle and manifest it has when their re-check fails', async () => {
    answerAtOnce = true;
    const before = await renderView(config, 'http://localhost:3000/tiles/blip');
    expect(before?.data['mf_catalog/CatalogRoute']).toContain('/tiles/blip');
    // Past the 5 s re-check, the catalogue's origin answers 503 for a moment (only Date moves: sockets run as usual).
    busy = true;
    jest.useFakeTimers({
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
    try {
      jest.setSystemTime(Date.now() + 6000);
      const during = await renderView(config, 'http://localhost:3000/tiles/blip');
      expect(during?.data['mf_catalog/CatalogRoute']).toContain('/tiles/blip');
    } finally {
      jest.useRealTimers();
    }
  });
});
