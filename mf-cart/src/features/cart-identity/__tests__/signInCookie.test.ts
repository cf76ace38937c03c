import { LOCAL_KEYS } from '@tiles/shared';
import { cart } from '../../../testing/fixtures';
import { readCartData, readCartId, readToken, writeCartData, writeCartId, writeToken } from '../tokenStore';
import { tokenOfCookies } from '../signInCookie';

// The token a script-less sign-in hands to the page (`tiles_signin`): this code takes it over at its first read.
const TOKEN = 'handed-token-0123456789abcdef';
const signInCookie = () => /(?:^|;\s*)tiles_signin=([^;]*)/.exec(document.cookie)?.[1] ?? null;
const hand = (value: string) => (document.cookie = `tiles_signin=${value}; path=/`);
beforeEach(() => {
  localStorage.clear();
  document.cookie = 'tiles_signin=; path=/; max-age=0';
  document.cookie = 'tiles_cart=; path=/; max-age=0';
});

it('takes a handed-over token into its own storage and clears the cookie; the stored guest cart goes (merged by the server)', () => {
  writeCartId('A'.repeat(32));
  writeCartData({ ...cart, id: 'A'.repeat(32) });
  hand(TOKEN);
  expect(readToken()).toBe(TOKEN);
  expect(signInCookie()).toBeNull();
  expect(localStorage.getItem(LOCAL_KEYS.userToken)).not.toContain(TOKEN);
  expect(readCartId()).toBeNull();
  expect(readCartData()).toBeNull();
  // Read again: the same sign-in, from storage.
  expect(readToken()).toBe(TOKEN);
});

it('a handed-over token replaces an earlier sign-in in this browser (the newer word)', () => {
  writeToken('older-token-abcdefgh');
  hand(TOKEN);
  expect(readToken()).toBe(TOKEN);
});

it.each([['x'], ['%3Cscript%3E'], ['a b c d e f g h'], ['t'.repeat(1025)]])(
  'a forged cookie (%s) is cleared and signs nobody in',
  (forged) => {
    hand(forged);
    expect(readToken()).toBeNull();
    expect(signInCookie()).toBeNull();
    expect(tokenOfCookies({ tiles_signin: decodeURIComponent(forged) })).toBeNull();
  },
);
