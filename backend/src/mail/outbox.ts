import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatMail, type Mail } from './message';
import { mailSettingsFromEnv } from './settings';

let sequence = 0;

/** The recipient as it appears at the end of a mail's file name: lower case, nothing outside [a-z0-9@._+-]. */
export const fileNameAddress = (address: string) =>
  address
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9@._+-]/g, '_');

/**
 * Delivers one mail the way a local store does: an `.eml` file in TILES_MAIL_DIR named
 * `<UTC time>-<sequence><random>-<recipient>.eml`, so names sort oldest first and the newest mail for an address
 * is the last name ending in `-<recipient>.eml`. Written beside and renamed, so no reader sees half a mail.
 * A production store points an SMTP relay at this directory (README "Mail").
 */
export function sendMail(mail: Omit<Mail, 'from'>, settings = mailSettingsFromEnv()): string {
  const at = new Date();
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  const name = `${stamp}-${String(++sequence).padStart(6, '0')}${randomBytes(3).toString('hex')}-${fileNameAddress(mail.to)}.eml`;
  const file = path.join(settings.dir, name);
  const text = formatMail({ ...mail, from: { name: 'Tiles', address: settings.storeEmail } }, at);
  writeFileSync(`${file}.partial`, text, { flag: 'wx' });
  renameSync(`${file}.partial`, file);
  return file;
}
