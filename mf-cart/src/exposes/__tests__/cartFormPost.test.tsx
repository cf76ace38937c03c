/** @jest-environment node */
// The working agreement: the real backend over HTTP behind the module's server code (test-only imports).
import { visit, withBackendPage } from '../../../../backend/src/testing/browserPage';
import { getRuntimeSettings, MemoryRouter } from '@tiles/shared';
import { hydrateServerHtml } from '@tiles/shared/src/testing/hydrate';
import { inFirstView } from '@tiles/shared/src/testing/loaderData';
import { moduleServer } from '@tiles/shared/src/testing/serverRequest';
import * as AddToCartModule from '../AddToCart';
import CartPage from '../CartPage';
import * as CartPageModule from '../CartPage';

/** A cart row's Update and Remove posted without scripts, and the cart page they answer with, as the shell's server runs them. */
const { render, submit } = moduleServer({
  'mf_cart/AddToCart': [AddToCartModule, { sku: 'TL-1001', name: 'Quartz', sqftPerBox: 15.5 }],
  'mf_cart/CartPage': [CartPageModule],
});
const backend = withBackendPage('/checkout/cart');
jest.setTimeout(60_000);

const ORIGIN = 'http://localhost:3000';
const UPDATE = '/checkout/cart/updatePost';
const REMOVE = '/checkout/cart/delete';
type Answer = { redirect?: string; html: string; data?: unknown; status?: number; cookies?: Record<string, string | null> };
const post = async (path: string, fields: Record<string, string>, cookies: Record<string, string> = {}, origin = ORIGIN) =>
  (await submit('mf_cart/CartPage', { url: `${origin}${path}`, settings: getRuntimeSettings(), fields, cookies })) as Answer | null;

/** A guest cart the store knows by its cookie, with these tiles in it (added by the cart's own form), and its rows' uids. */
async function guestCart(lines: Record<string, number>): Promise<{ id: string; uid: Record<string, string> }> {
  let id = '';
  for (const [sku, qty] of Object.entries(lines)) {
    const added = (await submit('mf_cart/AddToCart', {
      url: `${ORIGIN}/checkout/cart/add`,
      settings: getRuntimeSettings(),
      fields: { sku, qty: String(qty) },
      cookies: id ? { tiles_cart: id } : {},
    })) as Answer;
    id ||= added.cookies!.tiles_cart!;
  }
  const items = (await cartOf(id)).items;
  return { id, uid: Object.fromEntries(items.map((i) => [i.product.sku, i.uid])) };
}

async function cartOf(id: string) {
  const res = await backend().graphql<{ cart: { items: { uid: string; quantity: number; product: { sku: string } }[] } }>(
    `query ($id: String!) { cart(cart_id: $id) { items { uid quantity product { sku } } } }`,
    { id },
  );
  return res.data!.cart;
}
const linesOf = async (id: string) => Object.fromEntries((await cartOf(id)).items.map((i) => [i.product.sku, i.quantity]));

describe('a cart row’s quantity "Update" posted without scripts', () => {
  it('sets the quantity and answers 303 to the cart page, which says so and shows the new quantity', async () => {
    const { id, uid } = await guestCart({ 'TL-1001': 1, 'TL-1016': 1 });
    const done = await post(UPDATE, { item: uid['TL-1001'], qty: '3' }, { tiles_cart: id });
    expect(done).toEqual({ redirect: `/checkout/cart?updated=${encodeURIComponent(uid['TL-1001'])}` });
    expect(await linesOf(id)).toEqual({ 'TL-1001': 3, 'TL-1016': 1 });
    const page = await render('mf_cart/CartPage', {
      url: `${ORIGIN}${done!.redirect}`,
      settings: getRuntimeSettings(),
      cookies: { tiles_cart: id },
    });
    expect(page!.html).toMatch(/<p class="cart-message" role="status">[^<]+: quantity updated to 3\.<\/p>/);
    expect(page!.html).toMatch(new RegExp(`name="qty"[^>]*value="3"`));
  });

  it('draws every row’s forms to post to the store, nothing disabled, and the page hydrates as drawn', async () => {
    const { id, uid } = await guestCart({ 'TL-1001': 2 });
    const page = await render('mf_cart/CartPage', {
      url: `${ORIGIN}/checkout/cart`,
      settings: getRuntimeSettings(),
      cookies: { tiles_cart: id },
    });
    expect(page!.html).toContain(`<form class="cart-row-qty" action="${UPDATE}" method="post">`);
    expect(page!.html).toContain(`<form class="cart-row-remove" action="${REMOVE}" method="post">`);
    expect(page!.html).toContain(`<input type="hidden" name="item" value="${uid['TL-1001']}"/>`);
    expect(page!.html).not.toContain('disabled');
    visit(`${ORIGIN}/checkout/cart`);
    const { warnings, unmount } = await hydrateServerHtml(
      page!.html,
      <MemoryRouter initialEntries={['/checkout/cart']}>{inFirstView(page!.data, <CartPage />)}</MemoryRouter>,
    );
    expect(warnings).toEqual([]);
    unmount();
  });

  it.each([
    ['zero', '0'],
    ['below zero', '-1'],
    ['past the most a line holds', '1000000000'],
    ['an exponent', '1e9'],
    ['a fraction', '2.5'],
    ['not a number', 'abc'],
    ['empty', ''],
  ])('%s: 422, the cart page again saying why, the typed quantity kept in its row, the cart untouched', async (_, qty) => {
    const { id, uid } = await guestCart({ 'TL-1001': 2 });
    const res = await post(UPDATE, { item: uid['TL-1001'], qty }, { tiles_cart: id });
    expect(res).toMatchObject({
      status: 422,
      data: { notice: { kind: 'error', text: 'Enter a whole number from 1 to 10,000.', uid: uid['TL-1001'], typed: qty } },
    });
    expect(res!.html).toContain('Enter a whole number from 1 to 10,000.');
    expect(res!.html).toContain(`name="qty" value="${qty}"`);
    expect(await linesOf(id)).toEqual({ 'TL-1001': 2 });
  });

  it('more boxes than the store has: 422 with the store’s reason in the page language, the row and the typed number kept', async () => {
    // TL-1051 is one of the seeded tiles that run short (4 boxes).
    const { id, uid } = await guestCart({ 'TL-1051': 1 });
    const res = await post(UPDATE, { item: uid['TL-1051'], qty: '5' }, { tiles_cart: id });
    expect(res).toMatchObject({ status: 422, data: { notice: { text: 'The requested qty is not available', typed: '5' } } });
    expect(res!.html).toContain('value="5"');
    expect(await linesOf(id)).toEqual({ 'TL-1051': 1 });
    const hi = await post(UPDATE, { item: uid['TL-1051'], qty: '5' }, { tiles_cart: id }, 'http://hi.localhost:3000');
    expect(hi).toMatchObject({ status: 422, data: { notice: { text: 'माँगी गई मात्रा स्टॉक में उपलब्ध नहीं है' } } });
    const ta = await post(UPDATE, { item: uid['TL-1051'], qty: 'x' }, { tiles_cart: id }, 'http://ta.localhost:3000');
    expect(ta).toMatchObject({ status: 422, data: { notice: { text: '1 முதல் 10,000 வரையிலான முழு எண்ணை உள்ளிடுங்கள்.' } } });
  });

  it.each([
    ['no item', { qty: '2' }],
    ['no quantity', { item: 'MQ==' }],
    ['a uid that is not one', { item: 'x" onmouseover="alert(1)', qty: '2' }],
    ['a uid of markup', { item: '<img src=x>', qty: '2' }],
    ['a uid too long', { item: 'A'.repeat(80), qty: '2' }],
  ])('%s: 400, the cart page again saying the change could not be read, nothing changed', async (_, fields) => {
    const { id } = await guestCart({ 'TL-1001': 2 });
    const res = await post(UPDATE, fields, { tiles_cart: id });
    expect(res).toMatchObject({ status: 400, data: { notice: { text: 'We could not read that change to your cart. Please try again.' } } });
    expect(res!.html).not.toContain('<img src=x>');
    expect(res!.html).not.toContain('onmouseover="alert');
    expect(await linesOf(id)).toEqual({ 'TL-1001': 2 });
  });

  it('a body far larger than our form writes: 413, nothing changed', async () => {
    const { id, uid } = await guestCart({ 'TL-1001': 2 });
    const res = await post(UPDATE, { item: uid['TL-1001'], qty: '3', padding: 'x'.repeat(60_000) }, { tiles_cart: id });
    expect(res).toMatchObject({ status: 413 });
    expect(await linesOf(id)).toEqual({ 'TL-1001': 2 });
  });

  it('an item of another shopper’s cart: 409, "no longer in your cart", neither cart changed', async () => {
    const mine = await guestCart({ 'TL-1001': 2 });
    const theirs = await guestCart({ 'TL-1016': 4 });
    const res = await post(UPDATE, { item: theirs.uid['TL-1016'], qty: '1' }, { tiles_cart: mine.id });
    expect(res).toMatchObject({ status: 409, data: { notice: { text: 'That tile is no longer in your cart.' } } });
    const removed = await post(REMOVE, { item: theirs.uid['TL-1016'] }, { tiles_cart: mine.id });
    expect(removed).toMatchObject({ status: 409 });
    expect(await linesOf(theirs.id)).toEqual({ 'TL-1016': 4 });
    expect(await linesOf(mine.id)).toEqual({ 'TL-1001': 2 });
  });

  it('no cart cookie, a forged one, or a customer’s cart in it: refused, nothing changed', async () => {
    const { id, uid } = await guestCart({ 'TL-1001': 2 });
    expect(await post(UPDATE, { item: uid['TL-1001'], qty: '3' })).toMatchObject({ status: 409 });
    expect(await post(UPDATE, { item: uid['TL-1001'], qty: '3' }, { tiles_cart: 'not-a-cart' })).toMatchObject({ status: 409 });
    const email = `cartform-${Date.now()}@example.com`;
    const created = `mutation { createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: "${email}", password: "Tiles@2024!" }) { customer { email } } }`;
    await backend().graphql(created);
    const token = (
      await backend().graphql<{ generateCustomerToken: { token: string } }>(
        `mutation { generateCustomerToken(email: "${email}", password: "Tiles@2024!") { token } }`,
      )
    ).data!.generateCustomerToken.token;
    const customerCart = (
      await backend().graphql<{ customerCart: { id: string } }>(`{ customerCart { id } }`, {}, { Authorization: `Bearer ${token}` })
    ).data!.customerCart.id;
    const res = await post(UPDATE, { item: uid['TL-1001'], qty: '3' }, { tiles_cart: customerCart });
    expect(res).toMatchObject({ status: 403, data: { cart: null, notice: { text: 'That tile is no longer in your cart.' } } });
    expect(await linesOf(id)).toEqual({ 'TL-1001': 2 });
  });
});

describe('a cart row’s "Remove" posted without scripts', () => {
  it('removes the line and answers 303; the last one gone, the page says so and shows the empty cart', async () => {
    const { id, uid } = await guestCart({ 'TL-1001': 2, 'TL-1016': 1 });
    expect(await post(REMOVE, { item: uid['TL-1016'] }, { tiles_cart: id })).toEqual({ redirect: '/checkout/cart?removed=1' });
    expect(await linesOf(id)).toEqual({ 'TL-1001': 2 });
    expect(await post(REMOVE, { item: uid['TL-1001'] }, { tiles_cart: id })).toEqual({ redirect: '/checkout/cart?removed=1' });
    const page = await render('mf_cart/CartPage', {
      url: `${ORIGIN}/checkout/cart?removed=1`,
      settings: getRuntimeSettings(),
      cookies: { tiles_cart: id },
    });
    expect(page!.html).toContain('The tile was removed from your cart.');
    expect(page!.html).toContain('Your cart is empty.');
  });

  it('the same line removed twice (a second tab, a double post): the second is 409, the cart as it is', async () => {
    const { id, uid } = await guestCart({ 'TL-1001': 2 });
    await post(REMOVE, { item: uid['TL-1001'] }, { tiles_cart: id });
    const again = await post(REMOVE, { item: uid['TL-1001'] }, { tiles_cart: id });
    expect(again).toMatchObject({ status: 409, data: { notice: { text: 'That tile is no longer in your cart.' } } });
    expect(again!.html).toContain('Your cart is empty.');
  });

  it.each([[{}], [{ item: '../../etc/passwd' }], [{ item: '' }]])('fields %j: 400, nothing removed', async (fields) => {
    const { id } = await guestCart({ 'TL-1001': 2 });
    expect(await post(REMOVE, fields, { tiles_cart: id })).toMatchObject({ status: 400 });
    expect(await linesOf(id)).toEqual({ 'TL-1001': 2 });
  });
});

describe('the rows’ form paths', () => {
  it.each([UPDATE, REMOVE, `${UPDATE}/`])('opened with a GET (%s): 302 to the cart page, nothing changed', async (path) => {
    const { id } = await guestCart({ 'TL-1001': 2 });
    const res = await render('mf_cart/CartPage', {
      url: `${ORIGIN}${path}?item=MQ%3D%3D&qty=9`,
      settings: getRuntimeSettings(),
      cookies: { tiles_cart: id },
    });
    expect(res).toMatchObject({ status: 302 });
    expect(await linesOf(id)).toEqual({ 'TL-1001': 2 });
  });

  it('answers nothing at any other path', async () => {
    expect(await post('/checkout/cart', { item: 'MQ==', qty: '2' })).toBeNull();
    expect(await post('/checkout/cart/add', { item: 'MQ==', qty: '2' })).toBeNull();
  });
});
