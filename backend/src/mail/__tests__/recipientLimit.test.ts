import { readdirSync } from 'node:fs';
import { withTestBackend } from '../../testing/testServer';
import { bearer } from '../../cart/__tests__/helpers';
import { createAndSignIn, uniqueEmail } from '../../customer/__tests__/helpers';
import { firstSkus } from '../../cart/__tests__/helpers';
import { fixtures, placeFixtureOrder } from '../../__tests__/magento/fixtures';
import { mailsTo, useTempMailDir } from './mailbox';

// Per-client limits cannot see five clients mailing one person: the outbox counts mail per recipient, and the
// newsletter welcome reaches an address once in the window however often it is unsubscribed and subscribed again.
const mailDir = useTempMailDir();
process.env.TILES_STORE_EMAIL = 'help@tiles.example';
process.env.TILES_TRUSTED_PROXIES = '127.0.0.1, ::1';
process.env.TILES_MAIL_RECIPIENT_LIMIT = '3/3600';
// Off, so that only the outbox's own limit is at work.
process.env.TILES_PASSWORD_RESET_INTERVAL_MINUTES = '0';
process.env.TILES_PASSWORD_RESET_MAX_PER_HOUR = '0';
process.env.TILES_CONTACT_LIMIT = '100/3600';
const backend = withTestBackend();

let clients = 0;
const from = () => ({ 'X-Forwarded-For': `10.41.5.${++clients}` });
const SUBSCRIBE = 'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';
const UNSUBSCRIBE = 'mutation { updateCustomerV2(input: { is_subscribed: false }) { customer { is_subscribed } } }';

it('sends one welcome mail in the window to an account that unsubscribes and subscribes again from 5 clients', async () => {
  const email = uniqueEmail();
  const token = await createAndSignIn(backend(), email);
  for (let round = 0; round < 5; round++) {
    const subscribed = await backend().graphql(SUBSCRIBE, { email }, { ...bearer(token), ...from() });
    expect(subscribed).toEqual({ data: { subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } } });
    expect((await backend().graphql(UNSUBSCRIBE, {}, { ...bearer(token), ...from() })).errors).toBeUndefined();
  }
  expect(mailsTo(mailDir, email).map((m) => m.headers.subject)).toEqual(['Newsletter subscription success']);
});

it('writes at most 3 mails to one address from 5 clients asking for resets, and answers every one of them true', async () => {
  const email = uniqueEmail();
  await createAndSignIn(backend(), email);
  const answers = [];
  for (let i = 0; i < 5; i++)
    answers.push(await backend().graphql('mutation ($e: String!) { requestPasswordResetEmail(email: $e) }', { e: email }, from()));
  expect(answers).toEqual(Array(5).fill({ data: { requestPasswordResetEmail: true } }));
  expect(mailsTo(mailDir, email)).toHaveLength(3);
});

it('counts every kind of mail to an address together (a welcome after 3 resets is held back)', async () => {
  const email = uniqueEmail();
  await createAndSignIn(backend(), email);
  for (let i = 0; i < 3; i++)
    await backend().graphql('mutation ($e: String!) { requestPasswordResetEmail(email: $e) }', { e: email }, from());
  expect((await backend().graphql(SUBSCRIBE, { email }, from())).data).toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
  expect(mailsTo(mailDir, email).map((m) => m.headers.subject)).toEqual(Array(3).fill('Reset your Tiles password'));
});

it('does not limit the store’s own address, which receives every contact message', async () => {
  const before = mailsTo(mailDir, 'help@tiles.example').length;
  for (let i = 0; i < 5; i++) {
    const input = { email: 'asha@example.in', name: 'Asha Rao', telephone: '', comment: `Question ${i}` };
    const answer = await backend().graphql('mutation ($i: ContactUsInput!) { contactUs(input: $i) { status } }', { i: input }, from());
    expect(answer.data).toEqual({ contactUs: { status: true } });
  }
  expect(mailsTo(mailDir, 'help@tiles.example')).toHaveLength(before + 5);
  expect(readdirSync(mailDir).every((name) => name.endsWith('.eml'))).toBe(true);
});

it('holds back order mails over the limit too: 4 guest orders for one address from 4 clients are all placed, 3 are mailed', async () => {
  const [{ sku }] = await firstSkus(backend(), 1);
  const f = fixtures(backend, () => sku);
  const numbers: string[] = [];
  for (let i = 0; i < 4; i++) numbers.push(await placeFixtureOrder(f, from()));
  expect(new Set(numbers).size).toBe(4);
  expect(mailsTo(mailDir, 'guest@example.com').map((m) => m.headers.subject)).toEqual(
    numbers.slice(0, 3).map((n) => `Your Tiles order #${n}`),
  );
}, 60_000);
