/** @jest-environment node */
// The working agreement: the real backend over HTTP behind the module's server code (test-only imports).
import { withBackendPage } from '../../../../backend/src/testing/browserPage';
import { getRuntimeSettings } from '@tiles/shared';
import { moduleServer } from '@tiles/shared/src/testing/serverRequest';
import * as AddToCartModule from '../AddToCart';
import * as CartPageModule from '../CartPage';

/** "Add to cart" posted without scripts, and the cart page it answers with, as the shell's server runs them. */
const { render, submit } = moduleServer({
  'mf_cart/AddToCart': [AddToCartModule, { sku: 'TL-1001', name: 'Quartz', sqftPerBox: 15.5 }],
  'mf_cart/CartPage': [CartPageModule],
});
const backend = withBackendPage('/tiles/wooden-tiles');
jest.setTimeout(60_000);

const ORIGIN = 'http://localhost:3000';
/** The action's answer, its drawn page's fields read as present (a redirect has none of them). */
const post = async (fields: Record<string, string>, cookies: Record<string, string> = {}, origin = ORIGIN) =>
  (await submit('mf_cart/AddToCart', { url: `${origin}/checkout/cart/add`, settings: getRuntimeSettings(), fields, cookies })) as
    ({ redirect?: string; html: string; data?: unknown; cookies?: Record<string, string | null> } & Record<string, unknown>) | null;

async function cartOf(id: string): Promise<Record<string, number>> {
  const res = await backend().graphql<{ cart: { items: { quantity: number; product: { sku: string } }[] } }>(
    `{ cart(cart_id: "${id}") { items { quantity product { sku } } } }`,
  );
  return Object.fromEntries(res.data!.cart.items.map((i) => [i.product.sku, i.quantity]));
}

describe('"Add to cart" posted without scripts', () => {
  it('starts the shopper’s cart, names it in the cookie and shows the cart (303); the next add goes to the same cart', async () => {
    const first = await post({ sku: 'TL-1001', qty: '2', return: '/tiles/wooden-tiles' });
    expect(first).toMatchObject({ redirect: '/checkout/cart' });
    const id = first!.cookies!.tiles_cart!;
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await cartOf(id)).toEqual({ 'TL-1001': 2 });
    const second = await post({ sku: 'TL-1016', qty: '1' }, { tiles_cart: id });
    expect(second).toEqual({ redirect: '/checkout/cart', cookies: {} });
    expect(await cartOf(id)).toEqual({ 'TL-1001': 2, 'TL-1016': 1 });
  });

  it.each([
    ['too short', 'a'.repeat(31)],
    ['too long', 'a'.repeat(33)],
    ['markup', `${'a'.repeat(28)}<b>x`],
    ['a path', '../../../../etc/passwd'],
    ['spaces', `${'a'.repeat(16)} ${'b'.repeat(15)}`],
  ])('a forged cookie (%s) is no cart: the tile goes in a new one', async (_, forged) => {
    const res = await post({ sku: 'TL-1001', qty: '1' }, { tiles_cart: forged });
    const id = res!.cookies!.tiles_cart!;
    expect(id).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(await cartOf(id)).toEqual({ 'TL-1001': 1 });
  });

  it('a cookie of a cart the store does not have (or no longer takes) is replaced by a new cart', async () => {
    const res = await post({ sku: 'TL-1001', qty: '1' }, { tiles_cart: 'Z'.repeat(32) });
    const id = res!.cookies!.tiles_cart!;
    expect(id).not.toBe('Z'.repeat(32));
    expect(await cartOf(id)).toEqual({ 'TL-1001': 1 });
  });

  it.each([
    ['no quantity', {}],
    ['zero', { qty: '0' }],
    ['a fraction', { qty: '0.5' }],
    ['an exponent', { qty: '1e3' }],
    ['past the most', { qty: '10001' }],
    ['not a number', { qty: 'lots' }],
  ])('%s: 422, the page it came from again with that product’s message, no cart touched', async (_, qty) => {
    const id = (await post({ sku: 'TL-1001', qty: '1' }))!.cookies!.tiles_cart!;
    const res = await post({ sku: 'TL-1001', return: '/tiles/wooden-tiles?p=2', ...qty }, { tiles_cart: id });
    expect(res).toMatchObject({
      status: 422,
      at: '/tiles/wooden-tiles?p=2',
      data: { sku: 'TL-1001', text: 'Add from 1 to 10,000 whole boxes.' },
    });
    expect(res!.html).toContain('Add from 1 to 10,000 whole boxes.');
    expect(res!.cookies).toBeUndefined();
    expect(await cartOf(id)).toEqual({ 'TL-1001': 1 });
  });

  it('a sku that is not ours, or a page that is not this site’s: the message drawn on the cart page, never elsewhere', async () => {
    const res = await post({ sku: 'TL-1001"><img src=x>', qty: '1', return: '//evil.example/x' });
    expect(res).toMatchObject({ status: 422, at: '/checkout/cart' });
    expect(res!.html).not.toContain('<img src=x>');
  });

  it('a tile the store does not sell, or has none of: 422 with the store’s reason in the product’s button, no cookie', async () => {
    const unknown = await post({ sku: 'NO-SUCH-TILE', qty: '1', return: '/tiles/wooden-tiles' });
    expect(unknown).toMatchObject({ status: 422, data: { sku: 'NO-SUCH-TILE', text: 'This tile is no longer available.' } });
    expect(unknown!.cookies).toBeUndefined();
    const soldOut = await post({ sku: 'TL-1053', qty: '1' });
    expect(soldOut).toMatchObject({ status: 422, data: { sku: 'TL-1053' } });
    expect((soldOut!.data as { text: string }).text).not.toBe('');
  });

  it('says it in Hindi on the Hindi store', async () => {
    const res = await post({ sku: 'TL-1001', qty: 'x' }, {}, 'http://hi.localhost:3000');
    expect(res).toMatchObject({ status: 422, data: { text: '1 से 10,000 तक पूरे बॉक्स डालें।' } });
  });

  it('answers nothing at any other path (the page’s own form is not this one)', async () => {
    const res = await submit('mf_cart/AddToCart', {
      url: `${ORIGIN}/tiles/wooden-tiles`,
      settings: getRuntimeSettings(),
      fields: { sku: 'TL-1001', qty: '1' },
    });
    expect(res).toBeNull();
  });
});

describe('the cart page drawn by the server from the cart cookie', () => {
  const page = (cookies: Record<string, string>) =>
    render('mf_cart/CartPage', { url: `${ORIGIN}/checkout/cart`, settings: getRuntimeSettings(), cookies });

  it('shows the cookie’s cart, as it is now', async () => {
    const id = (await post({ sku: 'TL-1001', qty: '3' }))!.cookies!.tiles_cart!;
    const first = await page({ tiles_cart: id });
    expect(first!.html).toMatch(/TL-1001|Quartz/i);
    await post({ sku: 'TL-1016', qty: '1' }, { tiles_cart: id });
    const after = (await page({ tiles_cart: id }))!.data as { cart: { items: { product: { sku: string } }[] } };
    expect(after.cart.items.map((i) => i.product.sku).sort()).toEqual(['TL-1001', 'TL-1016']);
  });

  it.each([[{}], [{ tiles_cart: 'not-a-cart' }], [{ tiles_cart: 'Q'.repeat(32) }]])(
    'no cart in %j: left to the browser',
    async (cookies) => {
      expect(await page(cookies)).toBeNull();
    },
  );
});
