import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, CONFIG_EXIT_CODE } from '../../configError';
import { formatMail } from '../message';
import { sendMail } from '../outbox';
import { mailSettingsFromEnv } from '../settings';
import { decodeSubject, mailsTo, newestMailTo, readMail, useTempMailDir } from './mailbox';

const dir = useTempMailDir();

describe('formatMail', () => {
  const mail = {
    from: { name: 'Tiles', address: 'sales@tiles.example' },
    to: 'asha@example.in',
    replyTo: { name: 'Asha "A" Rao', address: 'asha@example.in' },
    subject: 'अपना पासवर्ड',
    text: 'line one\nline two',
  };
  const text = formatMail(mail, new Date(Date.UTC(2026, 10, 27, 19, 1, 2)));

  it('writes RFC 5322 headers with CRLF, a numeric zone, MIME and an encoded non-ASCII subject', () => {
    const [head, body] = text.split('\r\n\r\n');
    expect(head.split('\r\n')).toEqual([
      'From: "Tiles" <sales@tiles.example>',
      'To: <asha@example.in>',
      'Reply-To: "Asha \\"A\\" Rao" <asha@example.in>',
      `Subject: =?UTF-8?B?${Buffer.from('अपना पासवर्ड').toString('base64')}?=`,
      'Date: Fri, 27 Nov 2026 19:01:02 +0000',
      expect.stringMatching(/^Message-ID: <\d+\.[0-9a-f]{16}@tiles\.example>$/),
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: base64',
    ]);
    expect(Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe('line one\r\nline two');
    expect(text.split('\r\n').every((line) => line.length <= 998)).toBe(true);
  });

  it('cannot be given a header through a subject or a name', () => {
    const hostile = formatMail({
      ...mail,
      subject: 'Hi\r\nBcc: x@example.com',
      replyTo: { name: 'A\nCc: y@example.com', address: 'a@example.in' },
    });
    const head = hostile.split('\r\n\r\n')[0].split('\r\n');
    expect(head.some((line) => /^(Bcc|Cc):/i.test(line))).toBe(false);
  });
});

describe('sendMail', () => {
  it('writes one .eml file per mail, named so the newest for an address sorts last', () => {
    sendMail({ to: 'Ravi@Example.in', kind: 'contact-message', subject: 'first', text: 'one' });
    sendMail({ to: 'ravi@example.in', kind: 'contact-message', subject: 'second', text: 'two' });
    sendMail({ to: 'other@example.in', kind: 'contact-message', subject: 'third', text: 'three' });
    expect(mailsTo(dir, 'ravi@example.in').map((m) => m.headers.subject)).toEqual(['first', 'second']);
    expect(newestMailTo(dir, 'ravi@example.in')?.text).toBe('two');
    expect(readdirSync(dir).filter((f) => !f.endsWith('.eml'))).toEqual([]);
    expect(decodeSubject(readMail(newestMailTo(dir, 'other@example.in')!.file).headers.subject)).toBe('third');
  });
});

describe('mail settings', () => {
  it.each([
    [{ TILES_STOREFRONT_URL: 'shop.example' }, /^TILES_STOREFRONT_URL must be an absolute http\(s\) origin/],
    [{ TILES_STOREFRONT_URL: 'https://shop.example/path?x=1' }, /^TILES_STOREFRONT_URL must be an absolute http\(s\) origin/],
    [{ TILES_STOREFRONT_URL: 'javascript:alert(1)' }, /^TILES_STOREFRONT_URL must be an absolute http\(s\) origin/],
    [{ TILES_STORE_EMAIL: 'sales at tiles' }, /^TILES_STORE_EMAIL must be an e-mail address/],
  ])('refuses %j with one line', (env, message) => {
    expect(() => mailSettingsFromEnv({ TILES_MAIL_DIR: dir, ...env })).toThrow(ConfigError);
    expect(() => mailSettingsFromEnv({ TILES_MAIL_DIR: dir, ...env })).toThrow(message);
  });

  it('refuses a mail directory it cannot write', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tiles-notdir-')), 'file');
    writeFileSync(file, '');
    chmodSync(file, 0o400);
    expect(() => mailSettingsFromEnv({ TILES_MAIL_DIR: path.join(file, 'mail') })).toThrow(/^TILES_MAIL_DIR must be a writable directory/);
  });

  it('stops the backend with exit code 78 on a wrong setting', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../../server.ts')], {
      env: { ...process.env, TILES_STOREFRONT_URL: 'ftp://shop.example', TILES_DB: ':memory:', TILES_PORT_BACKEND: '4339' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(CONFIG_EXIT_CODE);
    expect(run.stderr.trim()).toMatch(/^\[backend\] configuration error: TILES_STOREFRONT_URL must be an absolute http\(s\) origin/);
  }, 60_000);
});
