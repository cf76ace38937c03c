import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Magento's masked quote id: 32 random alphanumerics. */
export function newMaskedId(): string {
  return Array.from(randomBytes(32), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Cart item uid as Magento encodes it: base64 of the numeric item id. */
export const itemUid = (id: number) => Buffer.from(String(id)).toString('base64');

export function itemIdFromUid(uid: string): number | null {
  const id = Number(Buffer.from(uid, 'base64').toString());
  return Number.isInteger(id) && id > 0 ? id : null;
}
