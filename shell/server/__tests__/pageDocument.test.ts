/** @jest-environment node */
import { request } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { createApp } from '../app';
import { integrityOf } from '../bundles';
import { localConfig, serverConfigFrom, type ServerConfig } from '../config';
import { listen, shellDir } from './testServers';

/**
 * A page as the shell's real server answers it, with a catalogue container served over HTTP (React and @tiles/shared
 * from the shell's share scope, as a real one): the document and the App are one React render.
 */
const CATALOG_BUNDLE = `
  let scope;
  const lib = async (name) => (await Object.values(scope[name])[0].get())();
  exports.init = (shareScope) => { scope = shareScope; };
  exports.get = async (expose) => {
    if (expose !== './CatalogRoute') throw new Error('no ' + expose);
    const { createElement, Fragment } = await lib('react');
    const { useLoaderData } = await lib('@tiles/shared');
    return () => ({
      default: function Tile() {
        const tile = useLoaderData();
        // React 19 hoists a <meta> rendered anywhere into the document's head, when there is one to render.
        return createElement(Fragment, null,
          createElement('meta', { name: 'tile-sku', content: tile.sku }),
          createElement('p', { className: 'tile-name' }, tile.name),
          createElement('p', { className: 'tile-more' }, 'Drawn by a view the module imports lazily'));
      },
      loader: async ({ url }) => ({ data: { sku: 'TL-1', name: decodeURIComponent(url.pathname.slice(1)) } }),
      handle: { routes: ['*'] },
    });
  };`;
const CSS = '.tile-name{color:red}.never-drawn{color:blue}';

let remote: Awaited<ReturnType<typeof listen>>;
let shell: Awaited<ReturnType<typeof listen>>;
let config: ServerConfig;
beforeAll(async () => {
  remote = await listen((req, res) => {
    const files: Record<string, string> = {
      '/catalog/mf-manifest.json': JSON.stringify({
        exposes: [{ name: 'CatalogRoute', assets: { js: { sync: [] }, css: { sync: ['tile.css'], async: ['more.css'] } } }],
      }),
      '/catalog/tile.css': CSS,
      '/catalog/more.css': '.tile-more{margin:0}.lazy-unused{color:green}',
      '/catalog/server/ssr.json': JSON.stringify({ file: 'ssr.cjs', integrity: integrityOf(CATALOG_BUNDLE) }),
      '/catalog/server/ssr.cjs': CATALOG_BUNDLE,
    };
    res.writeHead(files[req.url ?? ''] ? 200 : 404).end(files[req.url ?? ''] ?? '');
  });
  shell = await listen(
    (req, res) =>
      void createApp({ dir: shellDir(), ssr: true, preload: false, budgets: { renderMs: 5000, loadMs: 20_000 }, config: () => config })(
        req,
        res,
      ),
  );
  const settings = { ...localConfig(3000, false).settings, baseDomain: `localhost:${new URL(shell.origin).port}` };
  config = serverConfigFrom({ remotes: { mf_catalog: `${remote.origin}/catalog/mf-manifest.json` }, settings }, {});
});
afterAll(async () => {
  await shell.close();
  await remote.close();
});

/** The raw answer (Brotli decoded here, so the test sees what went over the wire). */
function get(path: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const host = `localhost:${new URL(shell.origin).port}`;
    const req = request(`${shell.origin}${path}`, { headers: { Host: host, 'Accept-Encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a page: the document and the App in one render', () => {
  it('hoists what a module renders for the head into the head, and keeps the App in the root', async () => {
    const page = await get('/Onyx%20Beige');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    const root = page.body.slice(page.body.indexOf('<div id="root"'));
    expect(head).toContain('<meta name="tile-sku" content="TL-1"/>');
    expect(root).not.toContain('tile-sku');
    expect(root).toMatch(/^<div id="root" data-hydrate="">.*<p class="tile-name">Onyx Beige<\/p>/s);
    expect(page.body.match(/<html/g)).toHaveLength(1);
  });

  it("inlines the rendered module's CSS from its manifest, only the rules its HTML uses, with the answer's nonce", async () => {
    const page = await get('/Onyx%20Beige');
    const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
    // The nonce is base64 (`+`, `/`): found as text, not as a pattern.
    const open = `<style nonce="${nonce}" data-ssr-css="">`;
    const from = page.body.indexOf(open);
    const inlined = from < 0 ? undefined : page.body.slice(from + open.length, page.body.indexOf('</style>', from));
    expect(inlined).toContain('.tile-name{color:red}');
    expect(inlined).not.toContain('never-drawn');
    // A lazily imported view's file (the manifest's async CSS) counts too: the server drew that view at once.
    expect(inlined).toContain('.tile-more{margin:0}');
    expect(inlined).not.toContain('lazy-unused');
  });

  it('keeps the answer’s headers: status, CSP, Cache-Control and Server-Timing', async () => {
    const page = await get('/Onyx%20Beige');
    expect(page.headers['cache-control']).toMatch(/^public/);
    expect(page.headers['server-timing']).toMatch(/^loaders;dur=[\d.]+, render;dur=[\d.]+$/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
  });
});
