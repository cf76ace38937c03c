/**
 * Ported from Magento 2.4.7 api-functional GraphQl/Customer/CreateCustomerV2Test.php: the e-mail addresses Magento
 * takes and refuses, on this store's data; then the same valid addresses wherever the store takes an e-mail.
 * README "Magento parity" counts them.
 */
import { freshMailDir, mailsTo } from '../../testing/mailbox';
import { withTestBackend } from '../../testing/testServer';
import { firstSkus } from '../../cart/__tests__/helpers';
import { fixtures, readyGuestCart } from './fixtures';

const mailDir = freshMailDir();
process.env.TILES_ACCOUNT_CREATE_LIMIT = '1000/600';
process.env.TILES_NEWSLETTER_LIMIT = '1000/600';
process.env.TILES_CONTACT_LIMIT = '1000/600';
process.env.TILES_PASSWORD_RESET_INTERVAL_MINUTES = '0';
process.env.TILES_PASSWORD_RESET_MAX_PER_HOUR = '0';
jest.setTimeout(60_000);
const backend = withTestBackend();
let sku = '';
beforeAll(async () => {
  [{ sku }] = await firstSkus(backend(), 1);
});

type Answer = { data?: unknown; errors?: { message: string; extensions?: { category?: string } }[] };
const gql = (query: string, variables: Record<string, unknown> = {}) => backend().graphql(query, variables) as Promise<Answer>;
const CREATE =
  'mutation ($email: String!) { createCustomerV2(input: { firstname: "Richard", lastname: "Rowe", email: $email, password: "test123#Tiles", is_subscribed: true }) { customer { id firstname lastname email is_subscribed } } }';

/** validEmailAddressDataProvider, and invalidEmailAddressDataProvider. */
const VALID = ['new_customer@example.com', 'jØrgenV2@somedomain.com', '“emailV2”@example.com'];
const INVALID = [
  'plainaddress',
  '#@%^%#$@#$@#.com',
  '@example.com',
  'Joe Smith <email@example.com>',
  'email.example.com',
  'email@example@example.com',
  'email@example.com (Joe Smith)',
  'email@example',
];

describe('Magento\\GraphQl\\Customer\\CreateCustomerV2Test', () => {
  it.each(VALID)('testCreateCustomerAccountWithPassword with data set "%s"', async (email) => {
    expect(await gql(CREATE, { email })).toEqual({
      data: { createCustomerV2: { customer: { id: null, firstname: 'Richard', lastname: 'Rowe', email, is_subscribed: true } } },
    });
  });

  it.each(INVALID)('testCreateCustomerIfEmailIsNotValid with data set "%s"', async (email) => {
    const answer = await gql(CREATE, { email });
    expect(answer.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      [`"${email}" is not a valid email address.`, 'graphql-input'],
    ]);
  });
});

describe('the same addresses wherever the store takes an e-mail', () => {
  const [, jorgen, quoted] = VALID;

  it.each([jorgen, quoted])('%s: a guest orders with it and is mailed the order', async (email) => {
    const id = await readyGuestCart(
      fixtures(backend, () => sku),
      email,
    );
    const placed = await gql('mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { orderV2 { email } errors { message } } }', {
      id,
    });
    expect(placed.data).toEqual({ placeOrder: { orderV2: { email }, errors: [] } });
    expect(mailsTo(mailDir, email).length).toBeGreaterThan(0);
  });

  it.each([jorgen, quoted])('%s: subscribes, asks for a password reset, writes to the store, is looked up', async (email) => {
    expect((await gql('mutation ($e: String!) { subscribeEmailToNewsletter(email: $e) { status } }', { e: email })).errors).toBeUndefined();
    expect((await gql('mutation ($e: String!) { requestPasswordResetEmail(email: $e) }', { e: email })).errors).toBeUndefined();
    const contact = await gql('mutation ($i: ContactUsInput!) { contactUs(input: $i) { status } }', {
      i: { email, name: 'Jørgen', telephone: '9876543210', comment: 'A quote for 40 boxes, please.' },
    });
    expect(contact.errors).toBeUndefined();
    expect((await gql('query ($e: String!) { isEmailAvailable(email: $e) { is_email_available } }', { e: email })).errors).toBeUndefined();
  });

  it.each(['jør\u200bgen@somedomain.com', 'jør\u202egen@somedomain.com', 'jør gen@somedomain.com'])(
    'refuses %j: an invisible character or a space in the local part',
    async (email) => {
      expect((await gql(CREATE, { email })).errors?.[0].message).toBe(`"${email}" is not a valid email address.`);
    },
  );
});
