import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

/** scrypt with a random 16-byte salt, stored as scrypt$<salt>$<hash>. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`;
}

/** A hash of no one's password: checked against when the email is unknown, so both answers take one scrypt. */
const NOBODY = hashPassword(randomBytes(12).toString('hex'));

/**
 * Checks a password against the stored hash, and takes the same time when there is no account (stored undefined) or
 * no password: the timing of the answer must not tell which emails have accounts.
 */
export function verifyPassword(password: string, stored: string | null | undefined): boolean {
  if (!stored) {
    verifyPassword(password, NOBODY);
    return false;
  }
  const [scheme, salt, hash] = stored?.split('$') ?? [];
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  return timingSafeEqual(scryptSync(password, Buffer.from(salt, 'hex'), expected.length), expected);
}

/** Magento's default password policy: at least 8 characters from at least 3 classes. */
export function passwordPolicyError(password: string): string | null {
  if (password.trim().length < 8)
    return 'Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.';
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 3)
    return 'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.';
  return null;
}
