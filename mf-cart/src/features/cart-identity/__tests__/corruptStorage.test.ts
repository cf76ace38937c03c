import { LOCAL_KEYS } from '@tiles/shared';
import { cart, item } from '../../../testing/fixtures';
import { readCartData, readCartId, readToken, writeToken } from '../tokenStore';

// Issue 17 item 8: whatever is in storage, reading it never hands a view a shape it cannot render.
beforeEach(() => localStorage.clear());
const stored = (value: unknown) => localStorage.setItem(LOCAL_KEYS.cartData, typeof value === 'string' ? value : JSON.stringify(value));
const { product: _product, ...itemWithoutProduct } = item;

it('reads the cart the server answered', () => {
  stored(cart);
  expect(readCartData()).toEqual(cart);
  stored({ ...cart, items: [null, item], email: undefined, prices: null });
  expect(readCartData()?.items).toEqual([null, item]);
});

it.each([
  ['not JSON', '{"id":"c1","items":[{'],
  ['a number', 42],
  ['an item without its product (the sqft_per_box TypeError)', { ...cart, items: [itemWithoutProduct] }],
  ['a product without its price range', { ...cart, items: [{ ...item, product: { ...item.product, price_range: null } }] }],
  ['a quantity as text', { ...cart, items: [{ ...item, quantity: '3' }] }],
  ['a money value as text', { ...cart, prices: { ...cart.prices, grand_total: { value: '6758', currency: 'INR' } } }],
  ['items as an object', { ...cart, items: { 0: item } }],
  ['an empty id', { ...cart, id: '' }],
  ['a discount without an amount', { ...cart, prices: { ...cart.prices, discounts: [{ label: 'x' }] } }],
])('reads %s as no stored cart', (_, value) => {
  stored(value);
  expect(readCartData()).toBeNull();
});

it.each([['x'.repeat(10_000)], ['ключ'], ['a b'], ['']])('reads a cart id %# of the wrong shape as no cart', (id) => {
  localStorage.setItem(LOCAL_KEYS.cartId, id);
  expect(readCartId()).toBeNull();
});

it('reads a stored token that would not fit an Authorization header as signed out', () => {
  writeToken('tökén ünicode');
  expect(readToken()).toBeNull();
  localStorage.setItem(LOCAL_KEYS.userToken, 'U2FsdGVkX1+garbage');
  expect(readToken()).toBeNull();
  writeToken('abcDEF123_-token');
  expect(readToken()).toBe('abcDEF123_-token');
});
