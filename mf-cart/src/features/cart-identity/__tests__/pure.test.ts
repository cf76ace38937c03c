import { classifyFailure } from '../cartErrors';
import { readToken, writeToken } from '../tokenStore';
import { LOCAL_KEYS } from '@tiles/shared';

describe('classifyFailure', () => {
  it.each([
    ['The request is allowed for logged in customer', 'auth'],
    ['The current user cannot perform operations on cart "abc"', 'auth'],
    ["The current customer isn't authorized.", 'auth'],
    ['Could not find a cart with ID "abc"', 'stale-cart'],
    ["The cart isn't active.", 'stale-cart'],
    ["The coupon code isn't valid. Verify the code and try again.", 'other'],
  ])('%s → %s', (message, kind) => {
    expect(classifyFailure({ message, network: false })).toBe(kind);
  });
  it('a network failure is never a reason to reset', () => {
    expect(classifyFailure({ message: 'Could not find a cart with ID', network: true })).toBe('network');
  });
});

describe('token storage', () => {
  it('keeps the token encrypted and reads it back', () => {
    writeToken('abc.def.ghi');
    expect(localStorage.getItem(LOCAL_KEYS.userToken)).not.toContain('abc.def.ghi');
    expect(readToken()).toBe('abc.def.ghi');
  });
  it('a corrupt stored token reads as signed out', () => {
    localStorage.setItem(LOCAL_KEYS.userToken, 'garbage');
    expect(readToken()).toBeNull();
  });
});
