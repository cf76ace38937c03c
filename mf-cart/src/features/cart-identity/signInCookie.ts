import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@tiles/shared';

/*
 * The sign-in form posted without scripts (or before this code arrived) ends on the server, which hands the customer's
 * token to the page in a short-lived first-party cookie (`tiles_signin`, never in a URL): the server draws the account
 * from it, and this code takes it into its own storage and clears the cookie at its first read (tokenStore). It is the
 * shopper's to forge like every cookie: a value that is not a token's shape reads as none; a forged or expired token is
 * a guest (the store refuses it).
 */
const TOKEN = /^[A-Za-z0-9._~+/=-]{8,1024}$/;
/** Long enough to reach the account page and its code, short for a token lying in a cookie jar; the page takes it over. */
export const SIGN_IN_HANDOFF_SECONDS = 15 * 60;

export const isTokenShape = (value: unknown): value is string => typeof value === 'string' && TOKEN.test(value);

/** The handed-over token in a request's cookies (the server's loaders), or null. */
export function tokenOfCookies(cookies: Readonly<Record<string, string>>): string | null {
  const value = cookies[COOKIE_KEYS.signIn];
  return isTokenShape(value) ? value : null;
}

/** The handed-over token in the browser, cleared as it is read (the caller keeps it); null when there is none. */
export function takeSignInCookie(): string | null {
  try {
    const value = Cookies.get(COOKIE_KEYS.signIn);
    if (value === undefined) return null;
    Cookies.remove(COOKIE_KEYS.signIn, { path: '/' });
    return isTokenShape(value) ? value : null;
  } catch {
    return null;
  }
}
