/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { createApp } from '../app';
import { localConfig, serverConfigFrom, type ServerConfig } from '../config';
import { listen, rawRequest, shellDir } from './testServers';

/**
 * The shell's server as a shopper (or an attacker) meets it: a real HTTP server around the handler, a stand-in API
 * behind the pass-through, and a built shell's template. Server rendering is off here (see render.test.ts).
 */
let api: Awaited<ReturnType<typeof listen>>;
let shell: Awaited<ReturnType<typeof listen>>;
let config: ServerConfig;
const received: IncomingMessage[] = [];
const SHELL_PORT = 3000;

beforeAll(async () => {
  // An API that answers ?fast at once and holds every other call open (a slow search).
  api = await listen((req, res) => {
    received.push(req);
    if (req.url?.includes('fast'))
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ url: req.url, xff: req.headers['x-forwarded-for'] }));
  });
  config = serverConfigFrom(localConfig(SHELL_PORT, true), { apiOrigin: api.origin });
  shell = await listen((req, res) => void createApp({ dir: shellDir(), ssr: false, preload: false, config: () => config })(req, res));
});
afterAll(async () => {
  await shell.close();
  await api.close();
});

describe('the API pass-through', () => {
  it('passes the API answer back as it is, with the client’s address in X-Forwarded-For', async () => {
    const res = await fetch(`${shell.origin}/graphql?fast`, { method: 'POST', body: '{}', headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(res.status).toBe(200);
    // The shopper's own X-Forwarded-For is not believed: the shell's peer is not a configured proxy.
    expect(await res.json()).toEqual({ url: '/graphql?fast', xff: '127.0.0.1' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('ends the API call when the shopper drops the request', async () => {
    const before = received.length;
    const shopper = new AbortController();
    const answer = fetch(`${shell.origin}/graphql?slow`, { method: 'POST', body: '{}', signal: shopper.signal }).catch(() => 'aborted');
    while (received.length === before) await new Promise((r) => setTimeout(r, 20));
    const call = received[received.length - 1];
    const ended = new Promise<string>((resolve) => call.socket.once('close', () => resolve('closed')));
    shopper.abort();
    expect(await answer).toBe('aborted');
    await expect(ended).resolves.toBe('closed');
  });

  it.each([
    ['absolute-form', (origin: string) => `${origin}/graphql?fast`],
    ['scheme-relative', (origin: string) => `//${new URL(origin).host}/rest/x?fast`],
    ['backslash', (origin: string) => `/\\${new URL(origin).host}/graphql?fast`],
  ])('refuses a %s request target with 400 and calls no one', async (_, target) => {
    // Another server, named by the target: it must never hear from the shell.
    const foreign = await listen((_req, res) => res.end('reached'));
    try {
      const before = received.length;
      const res = await rawRequest(shell.origin, target(foreign.origin));
      expect(res.status).toBe(400);
      expect(res.body).not.toContain('reached');
      expect(received.length).toBe(before);
    } finally {
      await foreign.close();
    }
  });
});

describe('bad input', () => {
  it('answers a malformed path with 400 and no exception text', async () => {
    const res = await rawRequest(shell.origin, '/%');
    expect(res.status).toBe(400);
    expect(res.body).not.toMatch(/URIError|malformed|at \w+ \(/i);
  });

  it('serves no file outside the shell’s folder', async () => {
    const res = await rawRequest(shell.origin, '/..%2f..%2fetc%2fpasswd');
    expect(res.body).not.toContain('root:');
  });
});

describe('request text in the page', () => {
  // String.replace reads these in a replacement string as "the text after / before / of the match" and "group 1".
  const PATTERNS = ["$'", '$`', '$&', '$1'];

  it.each(PATTERNS)('keeps %s in the query as text: an ordinary page, not the template spliced into it', async (pattern) => {
    const query = `?x=${pattern.repeat(250)}`;
    const res = await rawRequest(shell.origin, `/tiles${query}`);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(20_000);
    for (const tag of ['<html', '<head>', '</head>', '<body>']) expect(res.body.split(tag)).toHaveLength(2);
    // As React writes an attribute (`&` and `'` escaped).
    expect(res.body).toContain(
      `hrefLang="ta" href="http://ta.localhost:${SHELL_PORT}/tiles${query.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}"`,
    );
  });

  it("keeps an escaped $' in the path as text", async () => {
    const res = await rawRequest(shell.origin, `/tiles/${'%24%27'.repeat(100)}`);
    expect(res.body.length).toBeLessThan(20_000);
    expect(res.body.match(/<head>/g)).toHaveLength(1);
    // The links name the path as the browser's location has it: escapes kept.
    expect(res.body).toContain(`hrefLang="hi" href="http://hi.localhost:${SHELL_PORT}/tiles/${'%24%27'.repeat(100)}"`);
  });

  it.each([
    ['%3F', '/tiles/floor-tiles%3Fproduct_list_order%3Dprice'],
    ['%23', '/tiles/floor-tiles%23reviews'],
  ])('keeps an escaped %s inside its path segment, as the browser does', async (_, target) => {
    const res = await rawRequest(shell.origin, target);
    expect(res.body).toContain(`hrefLang="en" href="http://localhost:${SHELL_PORT}${target}"`);
  });
});

describe('trust comes from configuration, not from the request', () => {
  const remotesOf = (html: string) => JSON.parse(/window\.__TILES_REMOTES__=(.*?)<\/script>/.exec(html)![1]);

  it('gives a crafted Host the default store’s page and config, naming no new origin', async () => {
    const normal = await rawRequest(shell.origin, '/tiles', { Host: `localhost:${SHELL_PORT}` });
    const crafted = await rawRequest(shell.origin, '/tiles', { Host: 'evil.example:4444' });
    expect(crafted.status).toBe(200);
    expect(remotesOf(crafted.body)).toEqual(remotesOf(normal.body));
    expect(crafted.body).not.toContain('evil.example');
    const json = await rawRequest(shell.origin, '/remotes.json', { Host: 'evil.example' });
    expect(json.body).not.toContain('evil.example');
    expect(JSON.parse(json.body).remotes.mf_header).toBe(
      `http://localhost:${new URL(config.browser.remotes.mf_header).port}/mf-manifest.json`,
    );
  });

  it('matches a language subdomain against the configured base domain', async () => {
    const hindi = remotesOf((await rawRequest(shell.origin, '/', { Host: `hi.localhost:${SHELL_PORT}` })).body);
    expect(hindi.settings.graphqlUrl).toBe(`http://hi.localhost:${SHELL_PORT}/graphql`);
    const lookalike = remotesOf((await rawRequest(shell.origin, '/', { Host: `hi.localhost.evil.example:${SHELL_PORT}` })).body);
    expect(lookalike.settings.graphqlUrl).toBe(`http://localhost:${SHELL_PORT}/graphql`);
  });
});

describe('security headers', () => {
  it('puts an enforcing CSP with this answer’s nonce, and the framing, referrer and permission rules on HTML', async () => {
    const res = await rawRequest(shell.origin, '/tiles/wooden-tiles');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("frame-ancestors 'self'");
    // Every inline script and style the page carries is the server's, with this answer's nonce.
    const inline = [...res.body.matchAll(/<(script|style)\b([^>]*)>/g)].filter(([, , attrs]) => !/\bsrc=/.test(attrs));
    expect(inline.length).toBeGreaterThan(1);
    for (const [tag] of inline) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['permissions-policy']).toContain('camera=(self), microphone=(self)');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
  });

  it('uses a new nonce for every answer', async () => {
    const nonce = async () => /'nonce-([^']+)'/.exec(String((await rawRequest(shell.origin, '/')).headers['content-security-policy']))![1];
    expect(await nonce()).not.toBe(await nonce());
  });

  it('allows cross-origin reads of the shell’s static files only', async () => {
    const res = await rawRequest(shell.origin, '/main.js');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
