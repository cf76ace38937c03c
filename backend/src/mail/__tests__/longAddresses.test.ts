import { readdirSync } from 'node:fs';
import { withTestBackend } from '../../testing/testServer';
import { PASSWORD } from '../../customer/__tests__/helpers';
import { mailsTo, useTempMailDir } from './mailbox';

// Addresses of 211–254 characters (RFC 5321's longest, which sign-up accepts) once made a mail's file name longer
// than the file system allows: the reset answered "Internal server error" for an account and `true` for an unknown
// address (an account oracle), and a subscription was stored without its mail.
const mailDir = useTempMailDir();
process.env.TILES_PASSWORD_RESET_INTERVAL_MINUTES = '0';
process.env.TILES_PASSWORD_RESET_MAX_PER_HOUR = '0';
const backend = withTestBackend();

let seq = 0;
/** A well-formed address of exactly 254 characters: a 64-character local part and a host of 63-character labels. */
function longest(): string {
  const local = `${String(++seq).padStart(2, '0')}${Date.now()}`.padEnd(64, 'x');
  const host = ['a'.repeat(63), 'b'.repeat(63), 'c'.repeat(58), 'in'].join('.');
  return `${local}@${host}`;
}
const RESET = 'mutation ($e: String!) { requestPasswordResetEmail(email: $e) }';

it('uses addresses of 254 characters, which sign-up accepts', () => expect(longest()).toHaveLength(254));

it('answers a reset for a 254-character account as for an unknown address, and the account gets its mail', async () => {
  const email = longest();
  const created = await backend().graphql('mutation ($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }', {
    i: { firstname: 'Asha', lastname: 'Patel', email, password: PASSWORD },
  });
  expect(created.errors).toBeUndefined();
  const known = await backend().graphql(RESET, { e: email });
  const unknown = await backend().graphql(RESET, { e: longest() });
  expect(known).toEqual({ data: { requestPasswordResetEmail: true } });
  expect(unknown).toEqual(known);
  const [mail] = mailsTo(mailDir, email);
  expect(mail.headers).toMatchObject({ to: `<${email}>`, subject: 'Reset your Tiles password' });
  expect(mail.text).toMatch(/createPassword\/\?token=/);
});

it('subscribes a 254-character address to the newsletter and mails its welcome', async () => {
  const email = longest();
  const answer = await backend().graphql('mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', { e: email });
  expect(answer).toEqual({ data: { subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } } });
  expect(mailsTo(mailDir, email).map((m) => m.headers.subject)).toEqual(['Newsletter subscription success']);
});

it('names every mail file the same length, whatever the address', () => {
  const lengths = new Set(readdirSync(mailDir).map((name) => Buffer.byteLength(name)));
  expect(readdirSync(mailDir).length).toBeGreaterThanOrEqual(2);
  expect([...lengths]).toHaveLength(1);
  expect([...lengths][0]).toBeLessThan(80);
});
