/** @jest-environment node */
// The working agreement: a jsdom page for the browser's half, the real backend behind it (test-only imports).
import { visit, withBackendPage } from '../../../../backend/src/testing/browserPage';
import { getRuntimeSettings, MemoryRouter } from '@tiles/shared';
import { hydrateServerHtml } from '@tiles/shared/src/testing/hydrate';
import { inFirstView } from '@tiles/shared/src/testing/loaderData';
import { moduleServer } from '@tiles/shared/src/testing/serverRequest';
import AccountPage from '../AccountPage';
import * as AccountPageModule from '../AccountPage';

/** The account module as the shell's server loads, runs and renders it. */
const { render, submit } = moduleServer({ 'mf_cart/AccountPage': [AccountPageModule] });

const backend = withBackendPage('/customer/account/login');
jest.setTimeout(60_000);

const LOGIN = '/customer/account/login';
const PASSWORD = 'Tiles@2024!';
const REFUSED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
const at = (path: string, origin = 'http://localhost:3000') => ({ url: new URL(path, `${origin}/`).href, settings: getRuntimeSettings() });
const post = (fields: Record<string, string>, cookies: Record<string, string> = {}, origin?: string) =>
  submit('mf_cart/AccountPage', { ...at(LOGIN, origin), fields, cookies });
const htmlOf = (answer: Awaited<ReturnType<typeof post>>) => (answer && 'html' in answer ? answer.html : '');
const escaped = (text: string) => text.replace(/'/g, '&#x27;');

async function hydrate(result: { html: string; data?: unknown }, path: string) {
  visit(`http://localhost:3000${path}`);
  return hydrateServerHtml(result.html, <MemoryRouter initialEntries={[path]}>{inFirstView(result.data, <AccountPage />)}</MemoryRouter>);
}

async function customer(tag: string): Promise<string> {
  const email = `signin-${tag}-${Date.now()}@example.com`;
  const res = await backend().graphql(
    `mutation ($e: String!, $p: String!) { createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: $e, password: $p }) { customer { email } } }`,
    { e: email, p: PASSWORD },
  );
  expect(res.errors).toBeUndefined();
  return email;
}

/** A guest cart with one tile in it, as the cart cookie names it. */
async function guestCart(): Promise<string> {
  const id = 'G'.repeat(16) + Date.now().toString().padStart(16, '0');
  const res = await backend().graphql(
    'mutation ($uid: ID!, $id: String!) { createGuestCart(input: { cart_uid: $uid }) { cart { id } } addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: "TL-1002", quantity: 3 } }] }) { cart { id } } }',
    { uid: id, id },
  );
  expect(res.errors).toBeUndefined();
  return id;
}

describe('sign-in without scripts', () => {
  it('Magento’s sign-in page is drawn by the server: a form posting e-mail and password to itself, hydrated as drawn', async () => {
    const result = (await render('mf_cart/AccountPage', at(LOGIN)))!;
    expect(result.html).toMatch(/<form class="cart-card cart-account-form"[^>]* action="\/customer\/account\/login" method="post">/);
    expect(result.html).toMatch(/<input id="cart-signin-email"[^>]* name="email"/);
    expect(result.html).toMatch(/<input id="cart-signin-password"[^>]* name="password"/);
    const { warnings, unmount } = await hydrate(result, LOGIN);
    expect(warnings).toEqual([]);
    unmount();
  });

  it('the right password: 303 to /account with the token handed over in a short-lived cookie, the guest cart merged', async () => {
    const email = await customer('ok');
    const cart = await guestCart();
    const answer = (await post({ email: ` ${email} `, password: PASSWORD }, { tiles_cart: cart }))!;
    expect(answer).toMatchObject({ redirect: '/account' });
    const handed = answer.cookies?.tiles_signin as { value: string; maxAge: number };
    expect(handed.maxAge).toBeLessThanOrEqual(15 * 60);
    expect(answer.cookies?.tiles_cart).toBeNull();
    expect(JSON.stringify(answer)).not.toContain(PASSWORD);
    const mine = await backend().graphql<{ customerCart: { items: { product: { sku: string }; quantity: number }[] } }>(
      '{ customerCart { items { quantity product { sku } } } }',
      {},
      { Authorization: `Bearer ${handed.value}` },
    );
    expect(mine.data?.customerCart.items).toEqual([{ quantity: 3, product: { sku: 'TL-1002' } }]);

    // The account page the redirect opens is drawn signed in from that cookie: the greeting and the orders.
    const page = (await render('mf_cart/AccountPage', { ...at('/account'), cookies: { tiles_signin: handed.value } }))!;
    expect(page.html).toContain('<h1>Hello, Asha</h1>');
    expect(page.html).toContain('My orders');
    expect(page.html).toContain('No orders yet.');
    expect(page.html).not.toContain(handed.value);
    const { warnings, unmount } = await hydrate(page, '/account');
    expect(warnings).toEqual([]);
    unmount();
  });

  it('a wrong password: Magento’s one sentence, the address kept, the password never echoed, 422 — in en, hi and ta', async () => {
    const email = await customer('wrong');
    const wrong = 'Not-the-password-9!';
    const answer = (await post({ email, password: wrong }))!;
    expect(answer).toMatchObject({ status: 422 });
    expect(answer.cookies).toBeUndefined();
    const html = htmlOf(answer);
    expect(html).toContain(escaped(REFUSED));
    expect(html).toContain(`value="${email}"`);
    expect(html).not.toContain(wrong);
    expect(html).toMatch(/<input id="cart-signin-password"[^>]* value=""/);
    const hindi = htmlOf(await post({ email, password: wrong }, {}, 'http://hi.localhost:3000'));
    expect(hindi).not.toContain(escaped(REFUSED));
    expect(hindi).toMatch(/role="alert">[^<]*[\u0900-\u097F]/);
    const tamil = htmlOf(await post({ email, password: wrong }, {}, 'http://ta.localhost:3000'));
    expect(tamil).toMatch(/role="alert">[^<]*[\u0B80-\u0BFF]/);
  });

  it('hostile input: missing fields, a huge address or password and markup get a message, never a token or an error', async () => {
    const missing = (await post({}))!;
    expect(missing).toMatchObject({ status: 422 });
    expect(htmlOf(missing)).toContain('Email is required.');
    const huge = (await post({ email: `${'a'.repeat(60_000)}@example.com`, password: 'x'.repeat(60_000) }))!;
    expect(huge).toMatchObject({ status: 422 });
    expect(huge.cookies).toBeUndefined();
    const markup = (await post({ email: '"><script>alert(1)</script>@example.com', password: 'x' }))!;
    expect(htmlOf(markup)).not.toContain('<script>alert(1)');
  });

  it('a forged, foreign or signed-out token cookie draws no account: the page stays the browser’s (a guest)', async () => {
    const email = await customer('forged');
    const answer = (await post({ email, password: PASSWORD }))!;
    const token = (answer.cookies?.tiles_signin as { value: string }).value;
    for (const forged of [`${token}x`, 'not a token', '<script>', 'a'.repeat(5000)])
      expect(await render('mf_cart/AccountPage', { ...at('/account'), cookies: { tiles_signin: forged } })).toBeNull();
    await backend().graphql('mutation { revokeCustomerToken { result } }', {}, { Authorization: `Bearer ${token}` });
    expect(await render('mf_cart/AccountPage', { ...at('/account'), cookies: { tiles_signin: token } })).toBeNull();
  });
});
