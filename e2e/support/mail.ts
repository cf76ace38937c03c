import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ports } from './ports';
import { needsLocalStore } from './remoteStore';

/** Where the e2e store writes its mail (TILES_MAIL_DIR, set by playwright.config.ts): one folder per shell port. */
export const MAIL_DIR = path.resolve(__dirname, '../../test-results', `mail-${ports.shell}`);

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
}

/** An .eml as a mail reader sees it: the To header and the UTF-8 body (base64, as the store sends it). */
function readMail(file: string): ReadMail {
  const raw = readFileSync(file, 'utf8');
  const split = raw.indexOf('\r\n\r\n');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw.slice(0, split))?.[1]?.trim() ?? '';
  return {
    to: header('To').replace(/^<|>$/g, ''),
    subject: header('Subject'),
    text: Buffer.from(raw.slice(split + 4).replace(/\r\n/g, ''), 'base64').toString('utf8'),
  };
}

/** Every mail the store wrote to an address, oldest first (file names start with the time they were written). */
export function mailsTo(address: string): ReadMail[] {
  needsLocalStore('files');
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readMail(path.join(MAIL_DIR, name)))
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}
