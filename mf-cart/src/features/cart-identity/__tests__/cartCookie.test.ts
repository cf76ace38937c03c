import { LOCAL_KEYS } from '@tiles/shared';
import { cart } from '../../../testing/fixtures';
import { clearCartId, readCartData, readCartId, writeCartData, writeCartId, writeToken } from '../tokenStore';
import { cartIdOfCookies } from '../cartCookie';

// The guest cart id in storage and in the `tiles_cart` cookie the store's server reads (a form posted without scripts).
const A = 'A'.repeat(32);
const B = 'b1'.repeat(16);
const cookie = () => /(?:^|;\s*)tiles_cart=([^;]*)/.exec(document.cookie)?.[1] ?? null;
const setCookie = (value: string) => (document.cookie = `tiles_cart=${value}; path=/`);
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'tiles_cart=; path=/; max-age=0';
});

it('adopts the cookie’s cart when storage has none (a cart the server started)', () => {
  setCookie(A);
  expect(readCartId()).toBe(A);
  expect(localStorage.getItem(LOCAL_KEYS.cartId)).toBe(A);
});

it('writes a stored guest id to the cookie, so the server adds to the same cart', () => {
  localStorage.setItem(LOCAL_KEYS.cartId, A);
  expect(readCartId()).toBe(A);
  expect(cookie()).toBe(A);
  writeCartId(B);
  expect(cookie()).toBe(B);
});

it('the cookie is the newer word: a different cart there replaces the stored one and its stale copy', () => {
  writeCartId(A);
  writeCartData({ ...cart, id: A });
  setCookie(B);
  expect(readCartId()).toBe(B);
  expect(readCartData()).toBeNull();
});

it.each([['a'.repeat(31)], ['a'.repeat(33)], ['%3Cscript%3E'], ['a-b'.repeat(11)]])('a forged cookie (%s) is no cart', (forged) => {
  setCookie(forged);
  expect(readCartId()).toBeNull();
  expect(cartIdOfCookies({ tiles_cart: decodeURIComponent(forged) })).toBeNull();
});

it('a signed-in shopper’s cart is never in the cookie, and the cookie does not replace it', () => {
  writeToken('token-abcdefgh');
  setCookie(B);
  localStorage.setItem(LOCAL_KEYS.cartId, A);
  expect(readCartId()).toBe(A);
  writeCartId(A);
  expect(cookie()).toBeNull();
});

it('clearing the cart (sign-out, an order placed) clears both', () => {
  writeCartId(A);
  clearCartId();
  expect(localStorage.getItem(LOCAL_KEYS.cartId)).toBeNull();
  expect(cookie()).toBeNull();
  expect(readCartId()).toBeNull();
});
