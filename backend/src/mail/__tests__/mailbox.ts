import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A fresh mail directory for one test file; set before the backend starts. */
export function useTempMailDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tiles-mail-'));
  process.env.TILES_MAIL_DIR = dir;
  return dir;
}

export interface ReadMail {
  file: string;
  headers: Record<string, string>;
  text: string;
}

/** Reads an .eml the outbox wrote: headers (unfolded, names lower-cased) and the base64 UTF-8 body decoded. */
export function readMail(file: string): ReadMail {
  const raw = readFileSync(file, 'utf8');
  const [head, body] = [raw.slice(0, raw.indexOf('\r\n\r\n')), raw.slice(raw.indexOf('\r\n\r\n') + 4)];
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { file, headers, text: Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8') };
}

/** Every mail to an address, oldest first: file names begin with the time; the To header names the recipient. */
export function mailsTo(dir: string, address: string): ReadMail[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readMail(path.join(dir, f)))
    .filter((mail) => mail.headers.to?.replace(/^<|>$/g, '').toLowerCase() === address.trim().toLowerCase());
}

export const newestMailTo = (dir: string, address: string): ReadMail | undefined => mailsTo(dir, address).at(-1);

/** An RFC 2047 encoded-word subject back to text. */
export const decodeSubject = (subject: string) =>
  subject.replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
