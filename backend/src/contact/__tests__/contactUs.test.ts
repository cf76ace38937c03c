import { readdirSync } from 'node:fs';
import { withTestBackend } from '../../testing/testServer';
import { graphqlFrom } from '../../testing/fromAddress';
import { newestMailTo, useTempMailDir } from '../../mail/__tests__/mailbox';

const mailDir = useTempMailDir();
process.env.TILES_STORE_EMAIL = 'help@tiles.example';
process.env.TILES_CONTACT_LIMIT = '2/600';
delete process.env.TILES_TRUSTED_PROXIES;
const backend = withTestBackend();
const CONTACT = 'mutation ($i: ContactUsInput!) { contactUs(input: $i) { status } }';
const INPUT = { email: 'asha@example.in', name: 'Asha Rao', telephone: '9876543210', comment: 'Do you have 600x1200 wooden planks?' };
const send = (from: string, input: Record<string, string>) => graphqlFrom(backend().url, from, CONTACT, { i: input });
const mailCount = () => readdirSync(mailDir).length;

describe('contactUs', () => {
  it('mails the message to the store, the shopper in Reply-To, even in Tamil', async () => {
    const input = { ...INPUT, name: 'ஆஷா ராவ்', comment: 'மரத்தாலான ஓடுகள் உள்ளனவா?' };
    expect((await send('127.0.0.31', input)).data).toEqual({ contactUs: { status: true } });
    const mail = newestMailTo(mailDir, 'help@tiles.example');
    expect(mail?.headers['reply-to']).toMatch(/^=\?UTF-8\?B\?.+\?= <asha@example\.in>$/);
    expect(mail?.text).toBe(
      'Name: ஆஷா ராவ்\r\nEmail: asha@example.in\r\nPhone Number: 9876543210\r\n\r\nComment:\r\n> மரத்தாலான ஓடுகள் உள்ளனவா?\r\n',
    );
  });

  it('refuses a name with line breaks, so it reaches neither the headers nor a line of the body', async () => {
    const before = mailCount();
    const answer = await send('127.0.0.32', { ...INPUT, name: 'Asha\r\nBcc: victim@example.com' });
    expect(answer.errors?.[0]?.message).toBe('"Name" must be one line of text, without control characters.');
    expect(mailCount()).toBe(before);
  });

  it.each([
    ['an oversized comment', { comment: 'x'.repeat(5001) }, '"Comment" length must be equal or less than 5,000 characters.'],
    ['a 20,000-character name', { name: 'A'.repeat(20_000) }, '"Name" length must be equal or less than 255 characters.'],
    [
      'a 5,000-character e-mail',
      { email: `${'a'.repeat(4988)}@example.com` },
      'The email address is invalid. Verify the email address and try again.',
    ],
    ['a blank comment', { comment: '   ' }, 'Comment field is required.'],
    ['a blank name', { name: ' ' }, 'Name field is required.'],
  ])('refuses %s and mails nothing', async (_, change, message) => {
    const before = mailCount();
    expect((await send('127.0.0.33', { ...INPUT, ...change })).errors?.[0]).toMatchObject({
      message,
      extensions: { category: 'graphql-input' },
    });
    expect(mailCount()).toBe(before);
  });

  it('takes a 5,000-character comment', async () => {
    expect((await send('127.0.0.34', { ...INPUT, comment: 'x'.repeat(5000) })).data).toEqual({ contactUs: { status: true } });
  });

  it('is limited per client', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await send('127.0.0.35', INPUT));
    expect(answers.slice(0, 2).map((a) => a.data)).toEqual([{ contactUs: { status: true } }, { contactUs: { status: true } }]);
    expect(answers[2].errors?.[0].message).toMatch(/^Too many messages from your connection\. Please wait \d+ minutes? and try again\.$/);
    expect((await send('127.0.0.36', INPUT)).data).toEqual({ contactUs: { status: true } });
  });
});
