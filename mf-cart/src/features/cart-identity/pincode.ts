import Cookies from 'js-cookie';
import { COOKIE_KEYS } from '@tiles/shared';

/** Indian PIN codes: exactly six digits, the first never 0 (spec §9: length 6). */
export const isPincode = (value: string | null | undefined): value is string => !!value && /^[1-9][0-9]{5}$/.test(value);

export function readPincode(): string | null {
  const value = Cookies.get(COOKIE_KEYS.pincode);
  return isPincode(value) ? value : null;
}

/** Kept for a month so the next visit is priced for the same delivery place. */
export const writePincode = (pincode: string): void => {
  Cookies.set(COOKIE_KEYS.pincode, pincode, { expires: 30, sameSite: 'Lax', path: '/' });
};
