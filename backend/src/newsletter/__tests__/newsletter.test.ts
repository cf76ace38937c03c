import { withTestBackend } from '../../testing/testServer';
import { graphqlFrom } from '../../testing/fromAddress';
import { mailsTo, useTempMailDir } from '../../mail/__tests__/mailbox';
import { bearer } from '../../cart/__tests__/helpers';
import { createAndSignIn, uniqueEmail } from '../../customer/__tests__/helpers';

const mailDir = useTempMailDir();
process.env.TILES_NEWSLETTER_LIMIT = '3/600';
process.env.TILES_ACCOUNT_CREATE_LIMIT = '1000/600';
delete process.env.TILES_TRUSTED_PROXIES;
const backend = withTestBackend();
const SUBSCRIBE = 'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';

describe('subscribeEmailToNewsletter', () => {
  it('is limited per client, and a refused request mails nothing', async () => {
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail(), uniqueEmail()];
    const answers = [];
    for (const email of emails) answers.push(await graphqlFrom(backend().url, '127.0.0.21', SUBSCRIBE, { email }));
    expect(answers.slice(0, 3).map((a) => a.data)).toEqual(Array(3).fill({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } }));
    expect(answers[3].errors?.[0].message).toMatch(
      /^Too many subscription requests from your connection\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(mailsTo(mailDir, emails[3])).toEqual([]);
    expect((await graphqlFrom(backend().url, '127.0.0.22', SUBSCRIBE, { email: emails[3] })).data).toEqual({
      subscribeEmailToNewsletter: { status: 'SUBSCRIBED' },
    });
  });

  it.each([
    ['a malformed e-mail', 'guest.example.com'],
    ['a 5,000-character e-mail', `${'a'.repeat(4988)}@example.com`],
  ])('refuses %s and stores nothing', async (_, email) => {
    const answer = await graphqlFrom(backend().url, '127.0.0.23', SUBSCRIBE, { email });
    expect(answer.errors?.[0].message).toBe('Enter a valid email address.');
    expect(mailsTo(mailDir, email)).toEqual([]);
  });

  it('refuses guests when TILES_NEWSLETTER_GUESTS=0', async () => {
    process.env.TILES_NEWSLETTER_GUESTS = '0';
    try {
      expect((await graphqlFrom(backend().url, '127.0.0.24', SUBSCRIBE, { email: uniqueEmail() })).errors?.[0].message).toBe(
        'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
      );
    } finally {
      delete process.env.TILES_NEWSLETTER_GUESTS;
    }
  });
});

describe('Customer.is_subscribed and updateCustomerV2(is_subscribed)', () => {
  it('follows the customer’s choice', async () => {
    const token = await createAndSignIn(backend());
    const subscribed = async () =>
      ((await backend().graphql('{ customer { is_subscribed } }', {}, bearer(token))).data as { customer: { is_subscribed: boolean } })
        .customer.is_subscribed;
    const set = (value: boolean) =>
      backend().graphql(
        'mutation ($v: Boolean) { updateCustomerV2(input: { is_subscribed: $v }) { customer { is_subscribed } } }',
        { v: value },
        bearer(token),
      );
    expect(await subscribed()).toBe(false);
    expect((await set(true)).data).toEqual({ updateCustomerV2: { customer: { is_subscribed: true } } });
    expect(await subscribed()).toBe(true);
    await set(false);
    expect(await subscribed()).toBe(false);
  });
});
