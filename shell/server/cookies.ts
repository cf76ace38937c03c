import type { ServerResponse } from 'node:http';
import { parse, serialize } from 'cookie';
import { COHORT_COOKIE } from './canary';

/** Past this a Cookie header is no shopper's of this store (its own cookies are a few hundred bytes): read as none, unparsed. */
const MOST_HEADER = 8 * 1024;
/** A module's cookie is an id or a choice, never a document. */
const MOST_VALUE = 1024;
const NAME = /^[A-Za-z0-9_-]{1,64}$/;
/** A year: a guest's cart outlives a visit, as Magento's own guest cart cookie does. */
const MAX_AGE = 365 * 24 * 3600;

/** The request's cookies, first value per name (a null-prototype object); none from a header past 8 KB. */
export function requestCookies(header: string | undefined): Readonly<Record<string, string>> {
  const cookies = Object.create(null) as Record<string, string>;
  if (!header || header.length > MOST_HEADER) return cookies;
  for (const [name, value] of Object.entries(parse(header))) if (name && value !== undefined) cookies[name] = value;
  return cookies;
}

type CookieValue = string | { value: string; maxAge: number } | null;

/**
 * A form answer's cookies as Set-Cookie lines with the shell's attributes: the whole site, first-party (Lax: a
 * link from another site still carries it, another site's form post does not), HTTPS-only on an https store, a year;
 * null clears one. Readable by the page's scripts: the module's browser code keeps the same cookie. A name the
 * shell keeps for itself, or a name or value no cookie holds, is dropped rather than sent.
 */
export function setCookieLines(cookies: Readonly<Record<string, CookieValue>> | undefined, secure: boolean): string[] {
  const lines: string[] = [];
  for (const [name, given] of Object.entries(cookies ?? {})) {
    // A value with its own lifetime (a hand-off the page's code takes over): that long, never past the year.
    const { value, maxAge } = given !== null && typeof given === 'object' ? given : { value: given, maxAge: MAX_AGE };
    if (!NAME.test(name) || name === COHORT_COOKIE || (value !== null && (typeof value !== 'string' || value.length > MOST_VALUE)))
      continue;
    const lifetime = value === null ? 0 : Number.isSafeInteger(maxAge) && maxAge > 0 ? Math.min(maxAge, MAX_AGE) : MAX_AGE;
    lines.push(serialize(name, value ?? '', { path: '/', sameSite: 'lax', secure, maxAge: lifetime }));
  }
  return lines;
}

/** Adds `lines` to the answer's Set-Cookie, beside any already set (the shopper's cohort). */
export function addSetCookie(res: ServerResponse, lines: string[]): void {
  if (!lines.length) return;
  const had = res.getHeader('Set-Cookie');
  res.setHeader('Set-Cookie', [...(had === undefined ? [] : [had].flat().map(String)), ...lines]);
}
