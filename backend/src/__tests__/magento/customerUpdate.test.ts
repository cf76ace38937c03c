/**
 * Ported from Magento 2.4.7 api-functional GraphQl/Customer/UpdateCustomerTest, UpdateCustomerV2Test and
 * UpdateCustomerEmailTest, on this store's data (it keeps first and last name and e-mail; prefix, middle name,
 * suffix, date of birth, tax/VAT and gender are not kept). README "Magento parity" counts them.
 */
import { withTestBackend } from '../../testing/testServer';
import { bearer } from '../../cart/__tests__/helpers';
import { createAndSignIn, PASSWORD, uniqueEmail } from '../../customer/__tests__/helpers';
import { useTempMailDir } from '../../mail/__tests__/mailbox';
import { firstError } from './fixtures';

jest.setTimeout(30_000);
useTempMailDir();
process.env.TILES_ACCOUNT_CREATE_LIMIT = '1000/600';
const backend = withTestBackend();
const gql = (q: string, v: Record<string, unknown> = {}, h: Record<string, string> = {}) => backend().graphql(q, v, h);

const UPDATE = 'mutation ($i: CustomerInput!) { updateCustomer(input: $i) { customer { firstname lastname email } } }';
const UPDATE_V2 = 'mutation ($i: CustomerUpdateInput!) { updateCustomerV2(input: $i) { customer { firstname lastname email } } }';
const UPDATE_EMAIL = 'mutation ($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }';

describe('Magento\\GraphQl\\Customer\\UpdateCustomerTest', () => {
  it('testUpdateCustomer (the names and e-mail this store keeps)', async () => {
    const token = await createAndSignIn(backend());
    const email = uniqueEmail();
    const { data } = await gql(UPDATE, { i: { firstname: 'Richard', lastname: 'Rowe', email, password: PASSWORD } }, bearer(token));
    expect(data).toEqual({ updateCustomer: { customer: { firstname: 'Richard', lastname: 'Rowe', email } } });
  });
  it('testUpdateCustomerIfInputDataIsEmpty', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(UPDATE, { i: {} }, bearer(token)))?.message).toBe('"input" value should be specified');
  });
  it('testUpdateCustomerIfUserIsNotAuthorized', async () => {
    expect(firstError(await gql(UPDATE, { i: { firstname: 'Richard' } }))?.message).toBe("The current customer isn't authorized.");
  });
  it('testUpdateEmailIfPasswordIsMissed', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(UPDATE, { i: { email: uniqueEmail() } }, bearer(token)))?.message).toBe(
      'Provide the current "password" to change "email".',
    );
  });
  it('testUpdateEmailIfPasswordIsInvalid', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(UPDATE, { i: { email: uniqueEmail(), password: 'invalid_password' } }, bearer(token)))?.message).toBe(
      'Invalid login or password.',
    );
  });
  it("testUpdateEmailIfEmailAlreadyExists (the store answers Magento's generic wording: it does not name an account)", async () => {
    const taken = uniqueEmail();
    await createAndSignIn(backend(), taken);
    const token = await createAndSignIn(backend());
    const input = { email: taken, password: PASSWORD, firstname: 'Richard', lastname: 'Rowe' };
    expect(firstError(await gql(UPDATE, { i: input }, bearer(token)))?.message).toBe("We can't save the customer.");
  });
  it('testEmptyCustomerName', async () => {
    const email = uniqueEmail();
    const token = await createAndSignIn(backend(), email);
    expect(firstError(await gql(UPDATE, { i: { email, password: PASSWORD, firstname: '' } }, bearer(token)))?.message).toBe(
      'Required parameters are missing: First Name',
    );
  });
});

describe('Magento\\GraphQl\\Customer\\UpdateCustomerV2Test', () => {
  it('testUpdateCustomer (the names this store keeps)', async () => {
    const email = uniqueEmail();
    const token = await createAndSignIn(backend(), email);
    const { data } = await gql(UPDATE_V2, { i: { firstname: 'Richard', lastname: 'Rowe' } }, bearer(token));
    expect(data).toEqual({ updateCustomerV2: { customer: { firstname: 'Richard', lastname: 'Rowe', email } } });
  });
  it('testUpdateCustomerIfInputDataIsEmpty', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(UPDATE_V2, { i: {} }, bearer(token)))?.message).toBe('"input" value should be specified');
  });
  it('testUpdateCustomerIfUserIsNotAuthorized', async () => {
    expect(firstError(await gql(UPDATE_V2, { i: { firstname: 'Richard' } }))?.message).toBe("The current customer isn't authorized.");
  });
  it('testEmptyCustomerName', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(UPDATE_V2, { i: { firstname: '' } }, bearer(token)))?.message).toBe(
      'Required parameters are missing: First Name',
    );
  });
  it('testEmptyCustomerLastName', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(UPDATE_V2, { i: { lastname: '' } }, bearer(token)))?.message).toBe(
      'Required parameters are missing: Last Name',
    );
  });
});

describe('Magento\\GraphQl\\Customer\\UpdateCustomerEmailTest', () => {
  it('testUpdateCustomerEmail', async () => {
    const token = await createAndSignIn(backend());
    const email = uniqueEmail();
    expect((await gql(UPDATE_EMAIL, { e: email, p: PASSWORD }, bearer(token))).data).toEqual({
      updateCustomerEmail: { customer: { email } },
    });
  });
  it('testUpdateCustomerEmailIfPasswordIsWrong', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(UPDATE_EMAIL, { e: uniqueEmail(), p: 'wrongpassword' }, bearer(token)))?.message).toBe(
      'Invalid login or password.',
    );
  });
  it("testUpdateEmailIfEmailAlreadyExists (the store answers Magento's generic wording: it does not name an account)", async () => {
    const taken = uniqueEmail();
    await createAndSignIn(backend(), taken);
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(UPDATE_EMAIL, { e: taken, p: PASSWORD }, bearer(token)))?.message).toBe("We can't save the customer.");
  });
});
