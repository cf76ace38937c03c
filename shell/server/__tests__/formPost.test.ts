/** @jest-environment node */
import { request } from 'node:http';
import { createApp } from '../app';
import { integrityOf } from '../bundles';
import { localConfig, serverConfigFrom, type ServerConfig } from '../config';
import { listen, shellDir } from './testServers';

/**
 * Forms posted without scripts, through the shell's real server to a remote's server container served over HTTP (as
 * in production). The stand-in leads container (React and @tiles/shared from the shell's share scope, as a real one)
 * tells the test what its action was handed (a POST to its "store") and answers as the form's fields ask it to: a
 * redirect, a refusal drawn in the page, or nothing.
 */
const LEADS_BUNDLE = `
  let scope;
  const lib = async (name) => (await Object.values(scope[name])[0].get())();
  exports.init = (shareScope) => { scope = shareScope; };
  exports.get = async (expose) => {
    const { createElement } = await lib('react');
    const { useLoaderData } = await lib('@tiles/shared');
    const module = (id, text, formPaths, routes) => ({
      handle: { formPaths, routes },
      default: function Module() {
        const refused = useLoaderData();
        return refused ? createElement('p', { role: 'alert' }, refused) : createElement('p', null, text);
      },
      loader: async () => ({}),
      action: async (request) => {
        await fetch(request.settings.graphqlUrl, {
          method: 'POST',
          body: JSON.stringify({ id, url: request.url.href, fields: request.fields, forwardedFor: request.forwardedFor, cookies: request.cookies }),
        });
        const f = request.fields;
        if (f.outcome === 'redirect') return { redirect: f.to, ...(f.cookies ? { cookies: JSON.parse(f.cookies) } : {}) };
        if (f.outcome === 'refuse') return { data: 'refused, kept: ' + f.name, status: 422, at: f.at };
        return null;
      },
    });
    if (expose === './ContactPage') return () => module('mf_leads/ContactPage', 'contact form', undefined, ['/contact']);
    if (expose === './NewsletterSignup') return () => module('mf_leads/NewsletterSignup', 'sign-up', ['/newsletter/subscriber/new', 42]);
    // A page without a form: a component, and no action.
    if (expose === './StoreLocatorPage') return () => ({ default: () => createElement('p', null, 'stores'), handle: { routes: ['/store-locator'] } });
    throw new Error('no ' + expose);
  };`;

interface Handed {
  id: string;
  url: string;
  fields: Record<string, string>;
  forwardedFor: string;
  cookies: Record<string, string>;
}
let handed: Handed[] = [];
let remote: Awaited<ReturnType<typeof listen>>;
let shell: Awaited<ReturnType<typeof listen>>;
let config: ServerConfig;

beforeAll(async () => {
  remote = await listen((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c));
    req.on('end', () => {
      if (req.url === '/store') {
        handed.push(JSON.parse(body) as Handed);
        return void res.end('{}');
      }
      const files: Record<string, string> = {
        // The module that answers Magento's newsletter path is found by its own `formPaths`, among the manifest's modules.
        '/leads/mf-manifest.json': JSON.stringify({
          exposes: ['ContactPage', 'NewsletterSignup', 'StoreLocatorPage', 'Gone'].map((name) => ({
            name,
            assets: { js: { sync: [] }, css: { sync: [] } },
          })),
        }),
        '/leads/server/ssr.json': JSON.stringify({ file: 'ssr.cjs', integrity: integrityOf(LEADS_BUNDLE) }),
        '/leads/server/ssr.cjs': LEADS_BUNDLE,
      };
      res.writeHead(files[req.url ?? ''] ? 200 : 404).end(files[req.url ?? ''] ?? '');
    });
  });
  shell = await listen(
    (req, res) =>
      void createApp({ dir: shellDir(), ssr: true, preload: false, budgets: { renderMs: 5000, loadMs: 20_000 }, config: () => config })(
        req,
        res,
      ),
  );
  const raw = {
    remotes: { mf_leads: `${remote.origin}/leads/mf-manifest.json` },
    settings: {
      ...localConfig(3000, false).settings,
      graphqlUrl: `${remote.origin}/store`,
      baseDomain: `localhost:${new URL(shell.origin).port}`,
    },
  };
  config = serverConfigFrom(raw, {});
});
afterAll(async () => {
  await shell.close();
  await remote.close();
});
beforeEach(() => {
  handed = [];
});

const site = () => `http://localhost:${new URL(shell.origin).port}`;
const hindiSite = () => `http://hi.localhost:${new URL(shell.origin).port}`;

/** A POST as a browser sends a form: urlencoded, from the page's own origin, unless `headers` say otherwise. */
function post(path: string, body: string | Buffer, headers: Record<string, string> = {}, from = site()) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const req = request(
      `${shell.origin}${path}`,
      {
        method: 'POST',
        headers: {
          Host: new URL(from).host,
          Origin: from,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/x-www-form-urlencoded',
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    // A server that answers before reading the whole body may close the connection under it: that is its answer.
    req.on('error', (err) => (/EPIPE|ECONNRESET/.test(String(err)) ? undefined : reject(err)));
    req.end(body);
  });
}

describe('a form posted without scripts goes to the module that owns it', () => {
  it('/contact: the page owner gets the fields (first value per name) and the shopper’s address; its redirect is a 303', async () => {
    const res = await post('/contact', 'outcome=redirect&to=%2Fcontact%3Fsent%3D1&name=Asha&name=Other&__proto__=x', {
      'X-Forwarded-For': '203.0.113.9',
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact?sent=1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(handed).toHaveLength(1);
    expect(handed[0].id).toBe('mf_leads/ContactPage');
    expect(handed[0].url).toBe(`${site()}/contact`);
    expect(handed[0].fields).toEqual({ outcome: 'redirect', to: '/contact?sent=1', name: 'Asha', ['__proto__']: 'x' });
    // The client's own X-Forwarded-For is not believed (the test's peer is no trusted proxy): its real address is sent.
    expect(handed[0].forwardedFor).toBe('127.0.0.1');
  });

  it('a refusal: the page again, with the owner’s render (message and typed values) in the page’s slot, not for a cache', async () => {
    const res = await post('/contact', 'outcome=refuse&name=Asha%20Rao');
    expect(res.status).toBe(422);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/data-ssr="mf_leads\/ContactPage"[^>]*><!--\$--><p role="alert">refused, kept: Asha Rao<\/p>/);
  });

  it('the footer’s sign-up posts to Magento’s newsletter path; its refusal is shown in the page it was sent from', async () => {
    const res = await post('/newsletter/subscriber/new/', 'outcome=refuse&name=x&at=%2Fcontact');
    expect(handed[0].id).toBe('mf_leads/NewsletterSignup');
    expect(res.status).toBe(422);
    expect(res.body).toContain('<p>contact form</p>');
    expect(res.body).toMatch(/<footer[^]*data-ssr="mf_leads\/NewsletterSignup"[^>]*><!--\$--><p role="alert">refused, kept: x<\/p>/);
  });

  it('a path no module declares goes to its page’s owner, never to a module declaring another path', async () => {
    const res = await post('/newsletter/subscriber', 'outcome=redirect&to=%2F');
    expect(res.status).toBe(503); // the catalogue's page, whose remote this store has not configured
    expect(handed).toEqual([]);
  });

  it('the shopper’s cookies go to the action (first value per name); a Cookie header past 8 KB is read as none', async () => {
    await post('/contact', 'outcome=redirect&to=%2F', { Cookie: 'tiles_cart=abc; tiles_cart=evil; other=%E0%A4%95; bad=%E0' });
    expect(handed[0].cookies).toEqual({ tiles_cart: 'abc', other: 'क', bad: '%E0' });
    await post('/contact', 'outcome=redirect&to=%2F', { Cookie: `tiles_cart=abc; pad=${'x'.repeat(8 * 1024)}` });
    expect(handed[1].cookies).toEqual({});
  });

  it('an answer’s cookies are set with the shell’s attributes; names it keeps or no cookie can hold are dropped', async () => {
    const cookies = {
      tiles_cart: 'A'.repeat(32),
      gone: null,
      tiles_cohort: 'f'.repeat(32),
      'bad name': 'x',
      big: 'x'.repeat(2000),
      semi: 'a;b',
    };
    const res = await post('/contact', `outcome=redirect&to=%2Fcheckout%2Fcart&cookies=${encodeURIComponent(JSON.stringify(cookies))}`);
    expect(res.status).toBe(303);
    expect(res.headers['set-cookie']).toEqual([
      `tiles_cart=${'A'.repeat(32)}; Max-Age=31536000; Path=/; SameSite=Lax`,
      'gone=; Max-Age=0; Path=/; SameSite=Lax',
      'semi=a%3Bb; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
  });

  it('never redirects off the site, whatever a bundle answers', async () => {
    const res = await post('/contact', 'outcome=redirect&to=%2F%2Fevil.example%2F');
    expect(res.status).toBe(503);
    expect(res.headers.location).toBeUndefined();
    // A browser drops tabs and line breaks from a Location: `/<tab>/evil.example` would be `//evil.example`.
    for (const to of ['%2F%09%2Fevil.example%2F', '%2F%5Cevil.example', '%2F%0A%2Fevil.example'])
      expect((await post('/contact', `outcome=redirect&to=${to}`)).headers.location).toBeUndefined();
  });

  it('a page with no form answers 405 (its owner’s module has no action)', async () => {
    const res = await post('/store-locator', 'outcome=none');
    expect(res.status).toBe(405);
  });
});

describe('what no store form sends is refused before any owner sees it, in the shopper’s language', () => {
  it.each([
    ['another site’s page (Sec-Fetch-Site)', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling site (Sec-Fetch-Site: same-site)', { 'Sec-Fetch-Site': 'same-site' }],
    ['another origin (Origin only)', { 'Sec-Fetch-Site': '', Origin: 'https://evil.example' }],
    ['an opaque origin', { Origin: 'null' }],
  ])('%s: 403', async (_, headers) => {
    const sent = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
    const res = await post('/contact', 'outcome=redirect&to=%2F', sent);
    expect(res.status).toBe(403);
    expect(res.body).toBe("This form can only be sent from this store's own pages. Open the page on this site and send it again.");
    expect(handed).toEqual([]);
  });

  it('a post that says neither where it comes from: 403', async () => {
    const res = await new Promise<number>((resolve) => {
      const req = request(`${shell.origin}/contact`, {
        method: 'POST',
        headers: { Host: new URL(site()).host, 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      req.on('response', (r) => resolve(r.statusCode ?? 0));
      req.end('outcome=redirect&to=%2F');
    });
    expect(res).toBe(403);
    expect(handed).toEqual([]);
  });

  it('the Hindi store says it in Hindi', async () => {
    const res = await post('/contact', 'a=1', { Origin: 'https://evil.example' }, hindiSite());
    expect(res.status).toBe(403);
    expect(res.body).toContain('यह फ़ॉर्म केवल इसी स्टोर के पेजों से भेजा जा सकता है।');
  });

  it.each(['multipart/form-data; boundary=x', 'application/json', 'text/plain'])('a body of type %s: 415', async (type) => {
    const res = await post('/contact', 'outcome=redirect&to=%2F', { 'Content-Type': type });
    expect(res.status).toBe(415);
    expect(handed).toEqual([]);
  });

  it('a body over 64 KB: 413, by its Content-Length and when it comes without one', async () => {
    const big = `outcome=redirect&to=%2F&comment=${'x'.repeat(64 * 1024)}`;
    expect((await post('/contact', big)).status).toBe(413);
    const chunked = await post('/contact', big, { 'Transfer-Encoding': 'chunked' });
    expect(chunked.status).toBe(413);
    expect(chunked.body).toBe('This form is too long to send (64 KB at most). Shorten your message and send it again.');
    expect(handed).toEqual([]);
  });

  it('64 KB exactly is read', async () => {
    const head = 'outcome=redirect&to=%2F&comment=';
    const res = await post('/contact', head + 'x'.repeat(64 * 1024 - head.length));
    expect(res.status).toBe(303);
  });
});
