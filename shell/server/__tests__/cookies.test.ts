/** @jest-environment node */
import { requestCookies, setCookieLines } from '../cookies';

describe('the shopper’s cookies as the shell reads and writes them', () => {
  it('reads the first value per name into an object with no prototype; a header past 8 KB as none', () => {
    const cookies = requestCookies('__proto__=x; constructor=y; a=1; a=2');
    expect(Object.getPrototypeOf(cookies)).toBeNull();
    expect({ ...cookies }).toEqual({ ['__proto__']: 'x', constructor: 'y', a: '1' });
    expect(requestCookies(`a=1; b=${'x'.repeat(8 * 1024)}`)).toEqual({});
    expect(requestCookies(undefined)).toEqual({});
    expect(requestCookies('no equals sign; =empty; a=%ZZ')).toEqual({ a: '%ZZ' });
  });

  it('writes the shell’s attributes, Secure on an https store; clears with null; drops what no cookie holds', () => {
    expect(setCookieLines({ tiles_cart: 'A'.repeat(32) }, true)).toEqual([
      `tiles_cart=${'A'.repeat(32)}; Max-Age=31536000; Path=/; Secure; SameSite=Lax`,
    ]);
    expect(setCookieLines({ tiles_cart: null }, false)).toEqual(['tiles_cart=; Max-Age=0; Path=/; SameSite=Lax']);
    const hostile = {
      'a=b': 'x',
      'a;Domain=evil.example': 'x',
      tiles_cohort: '0'.repeat(32),
      big: 'x'.repeat(1025),
      nl: 'a\r\nSet-Cookie: x=1',
    };
    expect(setCookieLines(hostile as never, false)).toEqual(['nl=a%0D%0ASet-Cookie%3A%20x%3D1; Max-Age=31536000; Path=/; SameSite=Lax']);
    expect(setCookieLines(undefined, false)).toEqual([]);
  });

  it('a hand-off with its own lifetime lives that long, never past the year; a lifetime that is no number is the year', () => {
    expect(setCookieLines({ tiles_signin: { value: 'tok', maxAge: 900 } }, true)).toEqual([
      'tiles_signin=tok; Max-Age=900; Path=/; Secure; SameSite=Lax',
    ]);
    expect(
      setCookieLines({ a: { value: 'x', maxAge: 10 ** 12 }, b: { value: 'y', maxAge: -5 }, c: { value: 'z', maxAge: NaN } }, false),
    ).toEqual([
      'a=x; Max-Age=31536000; Path=/; SameSite=Lax',
      'b=y; Max-Age=31536000; Path=/; SameSite=Lax',
      'c=z; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    expect(setCookieLines({ big: { value: 'x'.repeat(1025), maxAge: 60 } }, false)).toEqual([]);
  });
});
