import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '../storage-keys';
import { isPincode } from './rule';

/**
 * The delivery pincode is kept in one cookie that every remote reads (prices, delivery, lead forms) and only this
 * module writes: two writers with two rules meant a pincode saved by the popup was ignored by the cart. A lint rule
 * (eslint-rules/one-pincode-cookie-writer.mjs) fails on a second writer.
 * A month: prices depend on it, and a month-old delivery place is still likely the shopper's.
 */
const LIFETIME_DAYS = 30;

/** The saved pincode, or null when absent or not a valid pincode (a corrupt cookie reads as absent). */
export function readPincodeCookie(): string | null {
  try {
    const value = Cookies.get(COOKIE_KEYS.pincode)?.trim();
    return isPincode(value) ? value : null;
  } catch {
    return null;
  }
}

/** Saves a valid pincode for every remote; answers false (and keeps the old one) for anything else. */
export function writePincodeCookie(pincode: string): boolean {
  const value = pincode.trim();
  if (!isPincode(value)) return false;
  Cookies.set(COOKIE_KEYS.pincode, value, { expires: LIFETIME_DAYS, sameSite: 'Lax', path: '/' });
  return true;
}
