import { getDb } from '../../store/db';
import { withTestBackend } from '../../testing/testServer';
import { mailsTo, newestMailTo, useTempMailDir, decodeSubject } from '../../mail/__tests__/mailbox';
import { bearer } from '../../cart/__tests__/helpers';
import { createAndSignIn, PASSWORD, uniqueEmail } from './helpers';

// The reset journey of a shopper who forgot the password, through the mail the store writes (no limits in the way:
// passwordResetLimits.test.ts runs Magento's default limits).
const mailDir = useTempMailDir();
process.env.TILES_STOREFRONT_URL = 'https://shop.tiles.example';
process.env.TILES_PASSWORD_RESET_INTERVAL_MINUTES = '0';
process.env.TILES_PASSWORD_RESET_MAX_PER_HOUR = '0';
process.env.TILES_ACCOUNT_CREATE_LIMIT = '1000/600';
const backend = withTestBackend();
const gql = (q: string, v: Record<string, unknown> = {}, h: Record<string, string> = {}) => backend().graphql(q, v, h);

const REQUEST = 'mutation ($email: String!) { requestPasswordResetEmail(email: $email) }';
const RESET = 'mutation ($e: String!, $t: String!, $p: String!) { resetPassword(email: $e, resetPasswordToken: $t, newPassword: $p) }';
const SIGN_IN = 'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }';
const NEW_PASSWORD = 'Marble#Floor9';

/** Requests a reset and follows the mailed link: answers the link and the token in it. */
async function mailedLink(email: string, headers: Record<string, string> = {}) {
  expect((await gql(REQUEST, { email }, headers)).data).toEqual({ requestPasswordResetEmail: true });
  const mail = newestMailTo(mailDir, email);
  const link = new URL(/https:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? 'https://missing.example');
  return { mail, link, token: link.searchParams.get('token') ?? '' };
}

describe('password reset by mail', () => {
  it('mails a link to the storefront reset page; the new password works, the old one and every session end', async () => {
    const email = uniqueEmail();
    const session = await createAndSignIn(backend(), email);
    const { mail, link, token } = await mailedLink(email);
    expect(mail?.headers).toMatchObject({ from: '"Tiles" <sales@tiles.example>', to: `<${email}>`, subject: 'Reset your Tiles password' });
    expect(`${link.origin}${link.pathname}`).toBe('https://shop.tiles.example/customer/account/createPassword/');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await gql(RESET, { e: email, t: token, p: NEW_PASSWORD })).data).toEqual({ resetPassword: true });
    expect((await gql(SIGN_IN, { e: email, p: PASSWORD })).errors?.[0].message).toMatch(/^The account sign-in was incorrect/);
    expect((await gql(SIGN_IN, { e: email, p: NEW_PASSWORD })).errors).toBeUndefined();
    expect((await gql('{ customer { email } }', {}, bearer(session))).errors?.[0].message).toBe("The current customer isn't authorized.");
  });

  it('keeps only the hash of the token', async () => {
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    const { token } = await mailedLink(email);
    const stored = getDb().prepare('SELECT token_hash FROM customer_password_resets').all() as { token_hash: string }[];
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((r) => r.token_hash.includes(token))).toBe(false);
  });

  it('answers an unknown e-mail the same and writes no mail', async () => {
    const email = uniqueEmail();
    expect((await gql(REQUEST, { email })).data).toEqual({ requestPasswordResetEmail: true });
    expect(mailsTo(mailDir, email)).toEqual([]);
  });

  it('refuses a used link', async () => {
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    const { token } = await mailedLink(email);
    await gql(RESET, { e: email, t: token, p: NEW_PASSWORD });
    expect((await gql(RESET, { e: email, t: token, p: 'Another#Tile7' })).errors?.[0].message).toBe(
      'The password token is mismatched. Reset and try again.',
    );
    expect((await gql(SIGN_IN, { e: email, p: NEW_PASSWORD })).errors).toBeUndefined();
  });

  it('refuses an expired link (older than the 2-hour period) and changes nothing', async () => {
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    const { token } = await mailedLink(email);
    getDb()
      .prepare('UPDATE customer_password_resets SET created_at = created_at - ? ')
      .run(2 * 3_600_000);
    expect((await gql(RESET, { e: email, t: token, p: NEW_PASSWORD })).errors?.[0].message).toBe(
      'The password token is expired. Reset and try again.',
    );
    expect((await gql(SIGN_IN, { e: email, p: PASSWORD })).errors).toBeUndefined();
  });

  it('refuses a weak password with Magento’s rule, keeps the old password and the link', async () => {
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    const { token } = await mailedLink(email);
    for (const [weak, message] of [
      ['abcdefgh', /^Minimum of different classes of characters in password is 3\./],
      ['Ab1!', /^Minimum length of this field must be equal or greater than 8 symbols\./],
      [email, /^The password can't be the same as the email address\./],
    ] as const)
      expect((await gql(RESET, { e: email, t: token, p: weak })).errors?.[0].message).toMatch(message);
    expect((await gql(SIGN_IN, { e: email, p: PASSWORD })).errors).toBeUndefined();
    expect((await gql(RESET, { e: email, t: token, p: NEW_PASSWORD })).data).toEqual({ resetPassword: true });
  });

  it('answers a wrong token for an unknown e-mail like one for a known e-mail', async () => {
    const answer = await gql(RESET, { e: uniqueEmail(), t: 'x'.repeat(43), p: NEW_PASSWORD });
    expect(answer.errors?.[0].message).toBe('The password token is mismatched. Reset and try again.');
  });

  it('a newer request replaces the earlier link', async () => {
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    const first = await mailedLink(email);
    const second = await mailedLink(email);
    expect((await gql(RESET, { e: email, t: first.token, p: NEW_PASSWORD })).errors?.[0].message).toMatch(/mismatched/);
    expect((await gql(RESET, { e: email, t: second.token, p: NEW_PASSWORD })).data).toEqual({ resetPassword: true });
  });

  it('writes the mail in the store view’s language, linking the language’s host', async () => {
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    const { mail, link } = await mailedLink(email, { Store: 'hi' });
    expect(decodeSubject(mail?.headers.subject ?? '')).toBe('अपना Tiles पासवर्ड रीसेट करें');
    expect(mail?.text).toContain('नमस्ते Asha');
    expect(link.host).toBe('hi.shop.tiles.example');
  });

  it.each([
    ['a malformed e-mail', 'not an email'],
    ['a 5,000-character e-mail', `${'a'.repeat(4988)}@example.com`],
  ])('refuses %s with Magento’s message and writes nothing', async (_, email) => {
    const answer = await gql(REQUEST, { email });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'The email address has an invalid format.',
      extensions: { category: 'graphql-input' },
    });
    expect(mailsTo(mailDir, email)).toEqual([]);
  });
});

describe('changeCustomerPassword', () => {
  it('ends the customer’s other sessions and an unused reset link; the session that changed it stays', async () => {
    const email = uniqueEmail();
    const current = await createAndSignIn(backend(), email);
    const other = ((await gql(SIGN_IN, { e: email, p: PASSWORD })).data as { generateCustomerToken: { token: string } })
      .generateCustomerToken.token;
    const { token } = await mailedLink(email);
    const change = 'mutation { changeCustomerPassword(currentPassword: "Tiles@2024", newPassword: "Granite%Step4") { email } }';
    expect((await gql(change, {}, bearer(current))).data).toEqual({ changeCustomerPassword: { email } });
    expect((await gql('{ customer { email } }', {}, bearer(current))).data).toEqual({ customer: { email } });
    expect((await gql('{ customer { email } }', {}, bearer(other))).errors?.[0].message).toBe("The current customer isn't authorized.");
    expect((await gql(RESET, { e: email, t: token, p: NEW_PASSWORD })).errors?.[0].message).toMatch(/mismatched/);
  });

  it('locks the account after 10 wrong current passwords (Magento’s lockout)', async () => {
    const token = await createAndSignIn(backend());
    const change = 'mutation { changeCustomerPassword(currentPassword: "Wrong#Guess1", newPassword: "Granite%Step4") { email } }';
    const messages = [];
    for (let i = 0; i < 11; i++) messages.push((await gql(change, {}, bearer(token))).errors?.[0].message);
    expect(messages.slice(0, 10).every((m) => m === 'Invalid login or password.')).toBe(true);
    expect(messages[10]).toBe('The account is locked.');
    const right = 'mutation { changeCustomerPassword(currentPassword: "Tiles@2024", newPassword: "Granite%Step4") { email } }';
    expect((await gql(right, {}, bearer(token))).errors?.[0].message).toBe('The account is locked.');
  });
});
