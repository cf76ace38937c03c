/**
 * Ported from Magento 2.4.7 api-functional GraphQl/Newsletter/Guest/SubscribeEmailToNewsletterTest,
 * Newsletter/Customer/SubscribeEmailToNewsletterTest and ContactUs/ContactUsTest, on this store. The contact
 * message and the subscription mail are read from the mail directory. README "Magento parity" counts them.
 */
import { useTempMailDir, newestMailTo } from '../../mail/__tests__/mailbox';
import { withTestBackend } from '../../testing/testServer';
import { bearer } from '../../cart/__tests__/helpers';
import { createAndSignIn, uniqueEmail } from '../../customer/__tests__/helpers';
import { firstError } from './fixtures';

jest.setTimeout(30_000);
const mailDir = useTempMailDir();
process.env.TILES_STORE_EMAIL = 'owner@tiles.example';
process.env.TILES_NEWSLETTER_LIMIT = '1000/600';
process.env.TILES_CONTACT_LIMIT = '1000/600';
process.env.TILES_ACCOUNT_CREATE_LIMIT = '1000/600';
const backend = withTestBackend();
const gql = (q: string, v: Record<string, unknown> = {}, h: Record<string, string> = {}) => backend().graphql(q, v, h);
const SUBSCRIBE = 'mutation ($email: String!) { subscribeEmailToNewsletter(email: $email) { status } }';

describe('Magento\\GraphQl\\Newsletter\\Guest\\SubscribeEmailToNewsletterTest', () => {
  it('testAddEmailIntoNewsletterSubscription', async () => {
    const email = uniqueEmail();
    expect((await gql(SUBSCRIBE, { email })).data).toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
    expect(newestMailTo(mailDir, email)?.headers.subject).toBe('Newsletter subscription success');
  });
  it('testNewsletterSubscriptionWithIncorrectEmailFormat', async () => {
    expect(firstError(await gql(SUBSCRIBE, { email: 'guest.example.com' }))?.message).toBe('Enter a valid email address.');
  });
  it('testNewsletterSubscriptionWithDisallowedGuestSubscription', async () => {
    process.env.TILES_NEWSLETTER_GUESTS = '0';
    try {
      expect(firstError(await gql(SUBSCRIBE, { email: uniqueEmail() }))?.message).toBe(
        'Guests can not subscribe to the newsletter. You must create an account to subscribe.',
      );
    } finally {
      delete process.env.TILES_NEWSLETTER_GUESTS;
    }
  });
  it('testNewsletterSubscriptionWithAlreadySubscribedEmail', async () => {
    const email = uniqueEmail();
    await gql(SUBSCRIBE, { email });
    expect(firstError(await gql(SUBSCRIBE, { email }))).toMatchObject({
      message: 'This email address is already subscribed.',
      extensions: { category: 'graphql-already-exists' },
    });
  });
});

describe('Magento\\GraphQl\\Newsletter\\Customer\\SubscribeEmailToNewsletterTest', () => {
  it('testAddRegisteredCustomerEmailIntoNewsletterSubscription', async () => {
    const email = uniqueEmail();
    const token = await createAndSignIn(backend(), email);
    expect((await gql(SUBSCRIBE, { email }, bearer(token))).data).toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
    expect((await gql('{ customer { is_subscribed } }', {}, bearer(token))).data).toEqual({ customer: { is_subscribed: true } });
  });
  it('testNewsletterSubscriptionWithIncorrectEmailFormat', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(SUBSCRIBE, { email: 'customer.example.com' }, bearer(token)))?.message).toBe(
      'Enter a valid email address.',
    );
  });
  it('testNewsletterSubscriptionWithAlreadySubscribedEmail', async () => {
    const email = uniqueEmail();
    const token = await createAndSignIn(backend(), email);
    await gql(SUBSCRIBE, { email }, bearer(token));
    expect(firstError(await gql(SUBSCRIBE, { email }, bearer(token)))?.message).toBe('This email address is already subscribed.');
  });
  it('testNewsletterSubscriptionWithAnotherCustomerEmail (2.4.7 refuses, which tells that the address has an account; the store subscribes it as any other address)', async () => {
    const other = uniqueEmail();
    await createAndSignIn(backend(), other);
    const token = await createAndSignIn(backend());
    expect((await gql(SUBSCRIBE, { email: other }, bearer(token))).data).toEqual({ subscribeEmailToNewsletter: { status: 'SUBSCRIBED' } });
  });
});

const CONTACT = 'mutation ($i: ContactUsInput!) { contactUs(input: $i) { status } }';
const INPUT = { comment: 'Test Contact Us', email: 'test@adobe.com', name: 'John Doe', telephone: '1111111111' };

describe('Magento\\GraphQl\\ContactUs\\ContactUsTest', () => {
  it('testContactUsSuccess', async () => {
    expect((await gql(CONTACT, { i: INPUT })).data).toEqual({ contactUs: { status: true } });
    const mail = newestMailTo(mailDir, 'owner@tiles.example');
    expect(mail?.headers).toMatchObject({ subject: 'Contact Form', 'reply-to': '"John Doe" <test@adobe.com>' });
    expect(mail?.text).toContain('Comment:\r\n> Test Contact Us');
  });
  it('testContactUsBadEmail', async () => {
    expect(firstError(await gql(CONTACT, { i: { ...INPUT, email: 'adobe.com' } }))?.message).toBe(
      'The email address is invalid. Verify the email address and try again.',
    );
  });
  it('testContactUsMissingName (graphql-js quotes the names)', async () => {
    const { name: _name, ...input } = INPUT;
    expect(firstError(await gql(CONTACT, { i: input }))?.message).toMatch(/Field "name" of required type "String!" was not provided/);
  });
  it('testContactUsMissingComment (graphql-js quotes the names)', async () => {
    const { comment: _comment, ...input } = INPUT;
    expect(firstError(await gql(CONTACT, { i: input }))?.message).toMatch(/Field "comment" of required type "String!" was not provided/);
  });
});
