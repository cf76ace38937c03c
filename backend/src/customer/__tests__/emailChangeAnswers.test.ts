import { withTestBackend } from '../../testing/testServer';
import { bearer } from '../../cart/__tests__/helpers';
import { useTempMailDir } from '../../mail/__tests__/mailbox';
import { createAndSignIn, PASSWORD, uniqueEmail } from './helpers';

// A signed-in shopper must not learn which addresses have accounts: not through an e-mail change, not through the
// newsletter. Each test's shopper comes from its own addresses (X-Forwarded-For from a trusted proxy).
useTempMailDir();
process.env.TILES_TRUSTED_PROXIES = '127.0.0.1, ::1';
process.env.TILES_EMAIL_CHANGE_LIMIT = '3/3600';
process.env.TILES_NEWSLETTER_LIMIT = '3/3600';
const backend = withTestBackend();

const UPDATE_EMAIL = 'mutation ($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }';
const SUBSCRIBE = 'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';
let clients = 0;
/** Another shopper's connection each call, unless one is given. */
const from = (client = `10.41.0.${++clients}`) => ({ 'X-Forwarded-For': client });
const changeEmail = (token: string, email: string, client?: string) =>
  backend().graphql(UPDATE_EMAIL, { e: email, p: PASSWORD }, { ...bearer(token), ...from(client) });
const TOO_MANY = /^Too many e-mail changes for this account or from your connection\. Please wait \d+ minutes and try again\.$/;

describe('an e-mail change', () => {
  it('answers a taken address with the generic wording, which names no account, and keeps the address', async () => {
    const taken = uniqueEmail();
    await createAndSignIn(backend(), taken);
    const own = uniqueEmail();
    const token = await createAndSignIn(backend(), own);
    const answer = await changeEmail(token, taken);
    expect(answer.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([["We can't save the customer.", 'graphql-input']]);
    expect(JSON.stringify(answer)).not.toMatch(/exist|already|taken|account/i);
    const { data } = await backend().graphql<{ customer: { email: string } }>('{ customer { email } }', {}, bearer(token));
    expect(data?.customer.email).toBe(own);
  });

  it('is counted per account: after 3 attempts (taken addresses or free) from 3 connections, the 4th waits', async () => {
    const taken = uniqueEmail();
    await createAndSignIn(backend(), taken);
    const token = await createAndSignIn(backend());
    for (let i = 0; i < 3; i++) expect((await changeEmail(token, taken)).errors?.[0].message).toBe("We can't save the customer.");
    const fourth = await changeEmail(token, uniqueEmail());
    expect(fourth.errors?.[0].message).toMatch(TOO_MANY);
    expect(fourth.data?.updateCustomerEmail ?? null).toBeNull();
  });

  it('is counted per connection: 3 accounts on one connection try 1 address each, the 4th account waits', async () => {
    const taken = uniqueEmail();
    await createAndSignIn(backend(), taken);
    const client = '10.41.1.1';
    for (let i = 0; i < 3; i++) {
      const token = await createAndSignIn(backend());
      expect((await changeEmail(token, taken, client)).errors?.[0].message).toBe("We can't save the customer.");
    }
    const token = await createAndSignIn(backend());
    expect((await changeEmail(token, taken, client)).errors?.[0].message).toMatch(TOO_MANY);
  });

  it('a wrong password is not counted here (it locks the account instead), and a free address is changed', async () => {
    const token = await createAndSignIn(backend());
    const wrong = await backend().graphql(UPDATE_EMAIL, { e: uniqueEmail(), p: 'Wrong@2024!' }, { ...bearer(token), ...from() });
    expect(wrong.errors?.[0].message).toBe('Invalid login or password.');
    const next = uniqueEmail();
    expect((await changeEmail(token, next)).data).toEqual({ updateCustomerEmail: { customer: { email: next } } });
  });
});

describe('a signed-in newsletter subscription', () => {
  it("answers another account's address exactly as an address without an account", async () => {
    const token = await createAndSignIn(backend());
    const someoneElses = uniqueEmail();
    await createAndSignIn(backend(), someoneElses);
    const withAccount = await backend().graphql(SUBSCRIBE, { email: someoneElses }, { ...bearer(token), ...from() });
    const withoutAccount = await backend().graphql(SUBSCRIBE, { email: uniqueEmail() }, { ...bearer(token), ...from() });
    expect(withAccount).toEqual(withoutAccount);
    expect(withAccount).toEqual({ data: { subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } } });
  });

  it('is counted per account as well as per connection', async () => {
    const token = await createAndSignIn(backend());
    for (let i = 0; i < 3; i++)
      expect((await backend().graphql(SUBSCRIBE, { email: uniqueEmail() }, { ...bearer(token), ...from() })).errors).toBeUndefined();
    const fourth = await backend().graphql(SUBSCRIBE, { email: uniqueEmail() }, { ...bearer(token), ...from() });
    expect(fourth.errors?.[0].message).toMatch(
      /^Too many subscription requests from your connection\. Please wait \d+ minutes and try again\.$/,
    );
  });
});
