import { withTestBackend } from '../../testing/testServer';
import { useTempMailDir } from '../../mail/__tests__/mailbox';
import { bearer } from '../../cart/__tests__/helpers';
import { createAndSignIn, PASSWORD, uniqueEmail } from './helpers';

// Bad input to the signed-in customer's edits: a clear Magento message, and the account as it was.
useTempMailDir();
process.env.TILES_ACCOUNT_CREATE_LIMIT = '1000/600';
const backend = withTestBackend();
const gql = (q: string, v: Record<string, unknown> = {}, h: Record<string, string> = {}) => backend().graphql(q, v, h);
const ME = '{ customer { firstname lastname email } }';
const V2 = 'mutation ($i: CustomerUpdateInput!) { updateCustomerV2(input: $i) { customer { firstname lastname } } }';
const EMAIL = 'mutation ($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }';

describe('storeConfig', () => {
  it('tells the storefront the password policy the backend applies', async () => {
    const { data } = await gql('{ storeConfig { minimum_password_length required_character_classes_number create_account_confirmation } }');
    expect(data).toEqual({
      storeConfig: { minimum_password_length: '8', required_character_classes_number: '3', create_account_confirmation: false },
    });
  });
});

describe('account edits refuse bad input and store nothing', () => {
  it.each([
    ['a 20,000-character first name', { firstname: 'A'.repeat(20_000) }, '"First Name" length must be equal or less than 255 characters.'],
    ['markup in the last name', { lastname: '<script>alert(1)</script>' }, 'Last Name is not valid!'],
  ])('updateCustomerV2 with %s', async (_, input, message) => {
    const email = uniqueEmail();
    const token = await createAndSignIn(backend(), email);
    expect((await gql(V2, { i: input }, bearer(token))).errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
    expect((await gql(ME, {}, bearer(token))).data).toEqual({ customer: { firstname: 'Asha', lastname: 'Patel', email } });
  });

  it('keeps names shoppers have', async () => {
    const token = await createAndSignIn(backend());
    const { data } = await gql(V2, { i: { firstname: 'தமிழ்', lastname: "O'Brien-श्री" } }, bearer(token));
    expect(data).toEqual({ updateCustomerV2: { customer: { firstname: 'தமிழ்', lastname: "O'Brien-श्री" } } });
  });

  it.each([
    ['a malformed e-mail', 'asha@@example'],
    ['a 5,000-character e-mail', `${'a'.repeat(4988)}@example.com`],
  ])('updateCustomerEmail with %s', async (_, bad) => {
    const email = uniqueEmail();
    const token = await createAndSignIn(backend(), email);
    expect((await gql(EMAIL, { e: bad, p: PASSWORD }, bearer(token))).errors?.[0].message).toBe(`"${bad}" is not a valid email address.`);
    expect((await gql(ME, {}, bearer(token))).data).toEqual({ customer: { firstname: 'Asha', lastname: 'Patel', email } });
  });

  it('signs in with the new e-mail after a change, not the old one', async () => {
    const email = uniqueEmail();
    const token = await createAndSignIn(backend(), email);
    const next = uniqueEmail();
    await gql(EMAIL, { e: next, p: PASSWORD }, bearer(token));
    const signIn = (e: string) =>
      gql('mutation ($e: String!) { generateCustomerToken(email: $e, password: "Tiles@2024") { token } }', { e });
    expect((await signIn(next)).errors).toBeUndefined();
    expect((await signIn(email)).errors?.[0].message).toMatch(/^The account sign-in was incorrect/);
  });
});
