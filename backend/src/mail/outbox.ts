import { createHash, randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRateLimiter, type RateLimiter } from '../leads/rateLimit';
import { escapeControls } from '../text/controls';
import { formatMail, type Mail } from './message';
import { mailSettingsFromEnv, recipientLimitFromEnv } from './settings';

/**
 * Every mail the store sends, by what it is. A `once` kind reaches an address at most once in the recipient window:
 * subscribing, unsubscribing and subscribing again must not become a way to mail someone over and over.
 */
export const MAIL_KINDS = {
  'password-reset': { once: false },
  'newsletter-welcome': { once: true },
  'contact-message': { once: false },
  'account-notice': { once: false },
  'order-update': { once: false },
  'order-cancel-link': { once: false },
  'quote-received': { once: false },
} as const;
export type MailKind = keyof typeof MAIL_KINDS;

export interface OutgoingMail extends Omit<Mail, 'from'> {
  kind: MailKind;
}

let sequence = 0;
let limits: { perRecipient: RateLimiter; once: RateLimiter } | null = null;

/**
 * The recipient in a mail's file name: a fixed-length digest of the address (lower case), so a 254-character
 * address makes a name as short as any other (file names stop at 255 bytes) and the name never carries what a
 * shopper typed. Readers find a recipient's mail by its To header.
 */
export const fileNameRecipient = (address: string) => createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);

/**
 * Why the address may not get this mail now (null: it may, and it is counted). Mail to one address is limited whoever asks for it
 * (per-client limits cannot see five clients mailing one person); the store's own address, which receives every
 * contact message, is limited per client at the forms instead.
 */
function heldBack(mail: OutgoingMail, storeEmail: string): string | null {
  const address = mail.to.trim().toLowerCase();
  if (address === storeEmail.toLowerCase()) return null;
  const { max, windowMs } = recipientLimitFromEnv();
  limits ??= { perRecipient: createRateLimiter(max, windowMs), once: createRateLimiter(1, windowMs) };
  const onceKey = `${mail.kind}:${address}`;
  if (MAIL_KINDS[mail.kind].once && limits.once.wait(onceKey)) return 'one was sent to that address in the window';
  if (limits.perRecipient.hit(address)) return 'over TILES_MAIL_RECIPIENT_LIMIT for that address';
  if (MAIL_KINDS[mail.kind].once) limits.once.hit(onceKey);
  return null;
}

/**
 * Delivers one mail the way a local store does: an `.eml` file in TILES_MAIL_DIR named
 * `<UTC time>-<sequence><random>-<recipient digest>.eml`, so names sort oldest first. Written beside and renamed,
 * so no reader sees half a mail. A production store points an SMTP relay at this directory (README "Mail").
 * Every sender goes through here: a mail over the recipient's limit is held back (logged, null), and the sender
 * answers the shopper exactly as when it was sent, so the answer tells nothing about the recipient.
 */
export function sendMail(mail: OutgoingMail, settings = mailSettingsFromEnv()): string | null {
  const reason = heldBack(mail, settings.storeEmail);
  if (reason) {
    console.log(`[mail] held back a ${mail.kind} mail to ${escapeControls(mail.to)}: ${reason}`);
    return null;
  }
  const at = new Date();
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  const name = `${stamp}-${String(++sequence).padStart(6, '0')}${randomBytes(3).toString('hex')}-${fileNameRecipient(mail.to)}.eml`;
  const file = path.join(settings.dir, name);
  const { kind: _kind, ...message } = mail;
  const text = formatMail({ ...message, from: { name: 'Tiles', address: settings.storeEmail } }, at);
  writeFileSync(`${file}.partial`, text, { flag: 'wx' });
  renameSync(`${file}.partial`, file);
  return file;
}
