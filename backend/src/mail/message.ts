import { randomBytes } from 'node:crypto';
import { escapeControls, stripControls } from '../text/controls';

export interface Mail {
  from: { name: string; address: string };
  to: string;
  replyTo?: { name: string; address: string };
  subject: string;
  /** Plain text; any length and any script (it travels as UTF-8 in base64). */
  text: string;
}

/**
 * A header value on one line: CR, LF and tabs become spaces and other controls (C1 and bidi overrides included) go,
 * so nothing a shopper types (a name in Reply-To, a subject) can start a header of its own or reorder one.
 */
const oneLine = (value: string) => stripControls(value).trim();

/** RFC 2047 encoded-word for text that is not plain ASCII; plain ASCII stays readable. */
function encodeWord(value: string): string {
  const text = oneLine(value);
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

/** `"Display Name" <address>`, the name quoted (ASCII) or encoded (anything else). */
function mailbox({ name, address }: { name: string; address: string }): string {
  const display = oneLine(name);
  if (!display) return `<${oneLine(address)}>`;
  const quoted = /^[\x20-\x7e]*$/.test(display) ? `"${display.replace(/["\\]/g, '\\$&')}"` : encodeWord(display);
  return `${quoted} <${oneLine(address)}>`;
}

/** RFC 5322 date-time in UTC, with a numeric zone ("GMT" is obsolete syntax). */
const mailDate = (at: Date) => at.toUTCString().replace(/GMT$/, '+0000');

/** The message as RFC 5322 text (CRLF lines, MIME 1.0, UTF-8 body in base64 lines of 76). */
export function formatMail(mail: Mail, at = new Date()): string {
  const domain = mail.from.address.split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${mailbox(mail.from)}`,
    `To: <${oneLine(mail.to)}>`,
    ...(mail.replyTo ? [`Reply-To: ${mailbox(mail.replyTo)}`] : []),
    `Subject: ${encodeWord(mail.subject)}`,
    `Date: ${mailDate(at)}`,
    `Message-ID: <${at.getTime()}.${randomBytes(8).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
  ];
  const body =
    // Controls in the body show as `\u{1B}` text: a mail reader or a terminal showing the .eml runs none of them.
    Buffer.from(escapeControls(mail.text.replace(/\r\n?/g, '\n'), true).replace(/\n/g, '\r\n'), 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? [];
  return `${headers.join('\r\n')}\r\n\r\n${body.join('\r\n')}\r\n`;
}
