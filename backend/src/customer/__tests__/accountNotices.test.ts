import { withTestBackend } from '../../testing/testServer';
import { bearer } from '../../cart/__tests__/helpers';
import { decodeSubject, mailsTo, newestMailTo, useTempMailDir } from '../../mail/__tests__/mailbox';
import { PASSWORD, uniqueEmail } from './helpers';

// Whoever holds the account's mailbox learns of a password or e-mail change they did not make, and a reset link
// mailed to the old address stops working once the account belongs to another one.
const mailDir = useTempMailDir();
process.env.TILES_STORE_EMAIL = 'help@tiles.example';
process.env.TILES_PASSWORD_RESET_INTERVAL_MINUTES = '0';
process.env.TILES_PASSWORD_RESET_MAX_PER_HOUR = '0';
const backend = withTestBackend();
const gql = (q: string, v: Record<string, unknown> = {}, h: Record<string, string> = {}) => backend().graphql(q, v, h);

/** Opens an account in a store view (the language its notices come in) and signs it in. */
async function account(store = 'default', email = uniqueEmail()) {
  const created = await gql(
    'mutation ($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }',
    { i: { firstname: 'Meera', lastname: 'Iyer', email, password: PASSWORD } },
    { Store: store },
  );
  expect(created.errors).toBeUndefined();
  const { data } = await backend().graphql<{ generateCustomerToken: { token: string } }>(
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: PASSWORD },
  );
  return { email, token: data!.generateCustomerToken.token };
}
const CHANGE_PASSWORD = 'mutation ($c: String!, $n: String!) { changeCustomerPassword(currentPassword: $c, newPassword: $n) { email } }';
const CHANGE_EMAIL = 'mutation ($e: String!, $p: String!) { updateCustomerEmail(email: $e, password: $p) { customer { email } } }';

it('mails the account a notice of a password change, in English for an account opened on the English store', async () => {
  const { email, token } = await account();
  expect(mailsTo(mailDir, email)).toEqual([]);
  expect((await gql(CHANGE_PASSWORD, { c: PASSWORD, n: 'Marble#Floor9' }, bearer(token))).errors).toBeUndefined();
  const notice = newestMailTo(mailDir, email);
  expect(notice?.headers.subject).toBe('Your Tiles password has been changed');
  expect(notice?.text).toMatch(/^Hello Meera,\r\n/);
  expect(notice?.text).toContain('contact us right away at help@tiles.example');
});

it('writes the notice in the language of the store view the account was opened in (Hindi, Tamil)', async () => {
  const hindi = await account('hi');
  await gql(CHANGE_PASSWORD, { c: PASSWORD, n: 'Marble#Floor9' }, { ...bearer(hindi.token), Store: 'default' });
  expect(decodeSubject(newestMailTo(mailDir, hindi.email)!.headers.subject)).toBe('आपका Tiles पासवर्ड बदल दिया गया है');
  const tamil = await account('ta');
  await gql(CHANGE_EMAIL, { e: uniqueEmail(), p: PASSWORD }, bearer(tamil.token));
  expect(decodeSubject(newestMailTo(mailDir, tamil.email)!.headers.subject)).toBe('உங்கள் Tiles மின்னஞ்சல் முகவரி மாற்றப்பட்டது');
});

it('mails the old address of an e-mail change, naming the new one; the new address gets nothing', async () => {
  const { email, token } = await account();
  const next = uniqueEmail();
  expect((await gql(CHANGE_EMAIL, { e: next, p: PASSWORD }, bearer(token))).data).toEqual({
    updateCustomerEmail: { customer: { email: next } },
  });
  const notice = newestMailTo(mailDir, email);
  expect(notice?.headers.subject).toBe('Your Tiles e-mail address has been changed');
  expect(notice?.text).toContain(`has been changed to ${next}.`);
  expect(mailsTo(mailDir, next)).toEqual([]);
});

it('ends a reset link mailed before an e-mail change: it resets the account neither by the old nor the new address', async () => {
  const { email, token } = await account();
  expect((await gql('mutation ($e: String!) { requestPasswordResetEmail(email: $e) }', { e: email })).data).toEqual({
    requestPasswordResetEmail: true,
  });
  const link = new URL(/https?:\/\/\S+/.exec(newestMailTo(mailDir, email)!.text)![0]);
  const resetToken = link.searchParams.get('token')!;
  const next = uniqueEmail();
  expect((await gql(CHANGE_EMAIL, { e: next, p: PASSWORD }, bearer(token))).errors).toBeUndefined();
  const RESET = 'mutation ($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }';
  for (const address of [next, email])
    expect((await gql(RESET, { e: address, t: resetToken, p: 'Hijack#Floor9' })).errors?.[0].message).toBe(
      'The password token is mismatched. Reset and try again.',
    );
  const signIn = await gql('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', {
    e: next,
    p: PASSWORD,
  });
  expect(signIn.errors).toBeUndefined();
});
