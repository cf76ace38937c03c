/**
 * Ported from Magento 2.4.7 api-functional GraphQl/Customer/RequestPasswordResetEmailTest, ResetPasswordTest and
 * ChangeCustomerPasswordTest, on this store's data. The reset token is read from the mail the store wrote.
 * README "Magento parity" counts them.
 */
import { useTempMailDir, newestMailTo } from '../../mail/__tests__/mailbox';
import { withTestBackend } from '../../testing/testServer';
import { bearer } from '../../cart/__tests__/helpers';
import { createAndSignIn, PASSWORD, uniqueEmail } from '../../customer/__tests__/helpers';
import { firstError } from './fixtures';

jest.setTimeout(30_000);
const mailDir = useTempMailDir();
// Magento's api-functional run has no request limits in its way; the limits have their own tests.
process.env.TILES_PASSWORD_RESET_INTERVAL_MINUTES = '0';
process.env.TILES_PASSWORD_RESET_MAX_PER_HOUR = '0';
process.env.TILES_ACCOUNT_CREATE_LIMIT = '1000/600';
const backend = withTestBackend();
const gql = (q: string, v: Record<string, unknown> = {}, h: Record<string, string> = {}) => backend().graphql(q, v, h);

const REQUEST = 'mutation ($email: String!) { requestPasswordResetEmail(email: $email) }';
const RESET = 'mutation ($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }';
/** Magento's CUSTOMER_NEW_PASSWORD. */
const NEW_PASSWORD = 'new_password123';

/** An account and a reset token for it, taken from the link in the mail (getResetPasswordToken). */
async function accountWithToken(): Promise<{ email: string; token: string }> {
  const email = uniqueEmail();
  await createAndSignIn(backend(), email);
  await gql(REQUEST, { email });
  const link = /https?:\/\/\S+/.exec(newestMailTo(mailDir, email)?.text ?? '')?.[0] ?? '';
  return { email, token: new URL(link).searchParams.get('token') ?? '' };
}

describe('Magento\\GraphQl\\Customer\\RequestPasswordResetEmailTest', () => {
  it('testCustomerAccountWithEmailAvailable', async () => {
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    expect((await gql(REQUEST, { email })).data).toEqual({ requestPasswordResetEmail: true });
    expect(newestMailTo(mailDir, email)?.text).toMatch(/\/customer\/account\/createPassword\/\?token=/);
  });
  it('testCustomerAccountWithEmailNotAvailable: answered like a known address, and no mail (the store differs)', async () => {
    const email = uniqueEmail();
    expect((await gql(REQUEST, { email })).data).toEqual({ requestPasswordResetEmail: true });
    expect(newestMailTo(mailDir, email)).toBeUndefined();
  });
  it('testEmailAvailableEmptyValue', async () => {
    expect(firstError(await gql(REQUEST, { email: '' }))?.message).toBe('You must specify an email address.');
  });
  it('testEmailAvailableInvalidValue', async () => {
    expect(firstError(await gql(REQUEST, { email: 'invalid-email' }))?.message).toBe('The email address has an invalid format.');
  });
});

describe('Magento\\GraphQl\\Customer\\ResetPasswordTest', () => {
  it('testResetCustomerAccountPasswordSuccessfully', async () => {
    const { email, token } = await accountWithToken();
    expect((await gql(RESET, { e: email, t: token, p: NEW_PASSWORD })).data).toEqual({ resetPassword: true });
  });
  it('testEmailAvailableEmptyValue', async () => {
    const { token } = await accountWithToken();
    expect(firstError(await gql(RESET, { e: '', t: token, p: NEW_PASSWORD }))?.message).toBe('You must specify an email address.');
  });
  it('testEmailInvalidValue', async () => {
    const { token } = await accountWithToken();
    expect(firstError(await gql(RESET, { e: 'invalid-email', t: token, p: NEW_PASSWORD }))?.message).toBe(
      'The email address has an invalid format.',
    );
  });
  it('testResetPasswordTokenEmptyValue', async () => {
    const { email } = await accountWithToken();
    expect(firstError(await gql(RESET, { e: email, t: '', p: NEW_PASSWORD }))?.message).toBe('resetPasswordToken must be specified');
  });
  it("testResetPasswordTokenMismatched: 2.4.7 passes AccountManagement's reason through", async () => {
    const { email } = await accountWithToken();
    expect(firstError(await gql(RESET, { e: email, t: '1234567890XYZ', p: NEW_PASSWORD }))).toMatchObject({
      message: 'The password token is mismatched. Reset and try again.',
      extensions: { category: 'graphql-input' },
    });
  });
  it('testNewPasswordEmptyValue', async () => {
    const { email, token } = await accountWithToken();
    expect(firstError(await gql(RESET, { e: email, t: token, p: '' }))?.message).toBe('newPassword must be specified');
  });
});

const CHANGE =
  'mutation ($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { id email firstname lastname } }';

describe('Magento\\GraphQl\\Customer\\ChangeCustomerPasswordTest', () => {
  it('testChangePassword', async () => {
    const email = uniqueEmail();
    const token = await createAndSignIn(backend(), email);
    const { data } = await gql(CHANGE, { c: PASSWORD, n: 'anotherPassword1' }, bearer(token));
    expect(data).toEqual({ changeCustomerPassword: { id: null, email, firstname: 'Asha', lastname: 'Patel' } });
    const signIn = await gql('mutation ($e: String!) { generateCustomerToken(email: $e, password: "anotherPassword1") { token } }', {
      e: email,
    });
    expect(signIn.errors).toBeUndefined();
  });
  it('testChangePasswordIfUserIsNotAuthorizedTest', async () => {
    expect(firstError(await gql(CHANGE, { c: 'currentpassword', n: 'newpassword' }))?.message).toBe(
      "The current customer isn't authorized.",
    );
  });
  it('testChangeWeakPassword', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(CHANGE, { c: PASSWORD, n: 'weakpass' }, bearer(token)))?.message).toMatch(
      /^Minimum of different classes of characters in password is/,
    );
  });
  it('testChangePasswordIfPasswordIsInvalid', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(CHANGE, { c: 'password-incorrect', n: 'anotherPassword1' }, bearer(token)))?.message).toBe(
      'Invalid login or password.',
    );
  });
  it('testChangePasswordIfCurrentPasswordIsEmpty', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(CHANGE, { c: '', n: 'anotherPassword1' }, bearer(token)))?.message).toBe(
      'Specify the "currentPassword" value.',
    );
  });
  it('testChangePasswordIfNewPasswordIsEmpty', async () => {
    const token = await createAndSignIn(backend());
    expect(firstError(await gql(CHANGE, { c: PASSWORD, n: '' }, bearer(token)))?.message).toBe('Specify the "newPassword" value.');
  });
});
