// Another site's page may not use its visitors' browsers against the API: /graphql answers CORS to the store's own
// origins (and configured ones) only, and mutations that send mail are refused when the browser says the request
// comes from another site (Sec-Fetch-Site: cross-site), as the shell refuses its forms posted from one.
import { readdirSync } from 'node:fs';
import { withTestBackend } from '../../testing/testServer';
import { useTempMailDir } from '../../mail/__tests__/mailbox';
import { corsOriginsFromEnv } from '../cors';
import { ConfigError } from '../../configError';

const mailDir = useTempMailDir();
process.env.TILES_STOREFRONT_URL = 'https://shop.tiles.example';
process.env.TILES_CORS_ORIGINS = 'https://app.tiles.example';
process.env.TILES_PASSWORD_RESET_INTERVAL_MINUTES = '0';
process.env.TILES_PASSWORD_RESET_MAX_PER_HOUR = '0';
process.env.TILES_CONTACT_LIMIT = '1000/600';
process.env.TILES_NEWSLETTER_LIMIT = '1000/600';
const backend = withTestBackend();
jest.setTimeout(30_000);

const mailCount = () => readdirSync(mailDir).length;
const post = (body: unknown, headers: Record<string, string>) =>
  fetch(`${backend().url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const preflight = (origin: string) =>
  fetch(`${backend().url}/graphql`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
  });

describe('CORS on /graphql', () => {
  it.each(['http://evil.example', 'https://shop.tiles.example.evil.example', 'null'])(
    '%s gets no CORS answer, preflight or request',
    async (origin) => {
      const pre = await preflight(origin);
      expect(pre.headers.get('access-control-allow-origin')).toBeNull();
      expect(pre.headers.get('access-control-allow-headers')).toBeNull();
      const res = await post({ query: '{ __typename }' }, { Origin: origin });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    },
  );

  it.each(['https://shop.tiles.example', 'https://hi.shop.tiles.example', 'https://ta.shop.tiles.example', 'https://app.tiles.example'])(
    'the store’s own or a configured origin, %s, is answered (Authorization allowed, never credentials)',
    async (origin) => {
      const pre = await preflight(origin);
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
      expect(pre.headers.get('access-control-allow-headers')).toContain('Authorization');
      expect(pre.headers.get('access-control-allow-credentials')).toBeNull();
      const res = await post({ query: '{ __typename }' }, { Origin: origin });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it('TILES_CORS_ORIGINS takes origins only; anything else stops the start', () => {
    for (const bad of ['app.tiles.example', 'https://app.tiles.example/path', 'ftp://app.tiles.example', '*'])
      expect(() => corsOriginsFromEnv({ TILES_STOREFRONT_URL: 'https://shop.tiles.example', TILES_CORS_ORIGINS: bad })).toThrow(
        ConfigError,
      );
    expect(corsOriginsFromEnv({ NODE_ENV: 'production', TILES_STOREFRONT_URL: 'https://shop.tiles.example' })).toEqual([
      'https://shop.tiles.example',
      'https://hi.shop.tiles.example',
      'https://ta.shop.tiles.example',
    ]);
  });
});

const MAILING: [string, string, Record<string, unknown>][] = [
  ['requestPasswordResetEmail', 'mutation ($e: String!) { requestPasswordResetEmail(email: $e) }', { e: 'asha@example.in' }],
  [
    'contactUs',
    'mutation ($i: ContactUsInput!) { contactUs(input: $i) { status } }',
    { i: { email: 'asha@example.in', name: 'Asha Rao', telephone: '9876543210', comment: 'Wooden planks?' } },
  ],
  ['subscribeEmailToNewsletter', 'mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', { e: 'asha@example.in' }],
  [
    'createCustomerV2',
    'mutation ($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }',
    { i: { firstname: 'Asha', lastname: 'Rao', email: 'asha.cross@example.in', password: 'Marble#Floor9', is_subscribed: true } },
  ],
  [
    'a mail-sending mutation behind an alias and a fragment',
    'mutation ($e: String!) { ...M } fragment M on Mutation { r: requestPasswordResetEmail(email: $e) }',
    { e: 'asha@example.in' },
  ],
];

describe('mail-sending mutations from another site’s page', () => {
  it.each(MAILING)('%s: 403 with the shell’s words, nothing sent or stored', async (_, query, variables) => {
    const before = mailCount();
    const res = await post({ query, variables }, { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      errors: [
        {
          message: "This request can only be sent from this store's own pages. Open the page on this site and send it again.",
          extensions: { category: 'graphql-authorization' },
        },
      ],
    });
    expect(mailCount()).toBe(before);
  });

  it('the store’s own pages (same-origin, same-site) and servers (no Sec-Fetch-Site) send them', async () => {
    const [, query, variables] = MAILING[1];
    for (const headers of [{ 'Sec-Fetch-Site': 'same-origin' }, { 'Sec-Fetch-Site': 'same-site' }, {}] as Record<string, string>[]) {
      const before = mailCount();
      expect(await (await post({ query, variables }, headers)).json()).toEqual({ data: { contactUs: { status: true } } });
      expect(mailCount()).toBe(before + 1);
    }
  });

  it('reading, and mutations that send nothing, still answer another site (a cart is created)', async () => {
    const res = await post({ query: 'mutation { createGuestCart { cart { id } } }' }, { 'Sec-Fetch-Site': 'cross-site' });
    expect(res.status).toBe(200);
    expect((await res.json()).data.createGuestCart.cart.id).toMatch(/\w{32}/);
  });
});
