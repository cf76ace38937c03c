import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { bearer } from '../../cart/__tests__/helpers';
import { createAndSignIn, PASSWORD, uniqueEmail } from './helpers';

// Starting the backend seeds the catalogue; on a busy machine that outlasts the default 5 s.
jest.setTimeout(30_000);

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

describe('createCustomerV2', () => {
  it('creates an account and answers the customer', async () => {
    const email = uniqueEmail();
    const { data } = await backend.graphql<{ createCustomerV2: { customer: { firstname: string; email: string } } }>(
      `mutation { createCustomerV2(input: { firstname: "Asha", lastname: "Patel", email: "${email}", password: "${PASSWORD}" }) { customer { firstname lastname email } } }`,
    );
    expect(data!.createCustomerV2.customer).toEqual({ firstname: 'Asha', lastname: 'Patel', email });
  });

  it.each([
    ['an existing email', (e: string) => e, PASSWORD, 'A customer with the same email address already exists in an associated website.'],
    ['a bad email', () => 'not-an-email', PASSWORD, '"not-an-email" is not a valid email address.'],
    [
      'a short password',
      uniqueEmail,
      'Ab1!',
      'Minimum length of this field must be equal or greater than 8 symbols. Leading and trailing spaces will be ignored.',
    ],
    [
      'a weak password',
      uniqueEmail,
      'abcdefgh',
      'Minimum of different classes of characters in password is 3. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.',
    ],
  ])('rejects %s', async (_, email, password, message) => {
    const existing = uniqueEmail();
    await createAndSignIn(backend, existing);
    const { errors } = await backend.graphql(
      `mutation { createCustomerV2(input: { firstname: "A", lastname: "B", email: "${email(existing)}", password: "${password}" }) { customer { email } } }`,
    );
    expect(errors?.[0]).toMatchObject({ message, extensions: { category: 'graphql-input' } });
  });

  it('names the missing required fields', async () => {
    const { errors } = await backend.graphql(
      `mutation { createCustomerV2(input: { firstname: " ", lastname: "", email: "${uniqueEmail()}" }) { customer { email } } }`,
    );
    expect(errors?.[0].message).toBe('Required parameters are missing: First Name, Last Name');
  });
});

describe('tokens', () => {
  it('signs in, reads the customer, revokes, and the revoked token no longer works', async () => {
    const email = uniqueEmail();
    const token = await createAndSignIn(backend, email);
    expect(token.length).toBeGreaterThanOrEqual(32);
    const me = await backend.graphql<{ customer: { email: string; firstname: string } }>(
      '{ customer { email firstname } }',
      {},
      bearer(token),
    );
    expect(me.data!.customer).toEqual({ email, firstname: 'Asha' });
    const revoked = await backend.graphql<{ revokeCustomerToken: { result: boolean } }>(
      'mutation { revokeCustomerToken { result } }',
      {},
      bearer(token),
    );
    expect(revoked.data!.revokeCustomerToken.result).toBe(true);
    const after = await backend.graphql('{ customer { email } }', {}, bearer(token));
    expect(after.errors?.[0]).toMatchObject({
      message: "The current customer isn't authorized.",
      extensions: { category: 'graphql-authorization' },
    });
  });

  it.each([
    ['a wrong password', 'Wrong@2024x'],
    ['an unknown email', null],
  ])('refuses %s with one message', async (_, password) => {
    const email = uniqueEmail();
    await createAndSignIn(backend, email);
    const { errors } = await backend.graphql(
      `mutation { generateCustomerToken(email: "${password ? email : 'nobody@example.in'}", password: "${password ?? PASSWORD}") { token } }`,
    );
    expect(errors?.[0]).toMatchObject({
      message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.',
      extensions: { category: 'graphql-authentication' },
    });
  });

  it('asks for the email and the password', async () => {
    expect((await backend.graphql('mutation { generateCustomerToken(email: "", password: "x") { token } }')).errors?.[0].message).toBe(
      'Specify the "email" value.',
    );
    expect((await backend.graphql('mutation { generateCustomerToken(email: "a@b.in", password: "") { token } }')).errors?.[0].message).toBe(
      'Specify the "password" value.',
    );
  });

  it('refuses customer and revokeCustomerToken for guests and unknown tokens', async () => {
    for (const headers of [{}, bearer('made-up-token')]) {
      expect((await backend.graphql('{ customer { email } }', {}, headers)).errors?.[0].message).toBe(
        "The current customer isn't authorized.",
      );
      expect((await backend.graphql('mutation { revokeCustomerToken { result } }', {}, headers)).errors?.[0].message).toBe(
        "The current customer isn't authorized.",
      );
    }
  });

  it('isEmailAvailable tells taken from free when guest checkout login is enabled', async () => {
    process.env.TILES_GUEST_CHECKOUT_LOGIN = '1';
    const email = uniqueEmail();
    await createAndSignIn(backend, email);
    const taken = await backend.graphql<{ isEmailAvailable: { is_email_available: boolean } }>(
      `{ isEmailAvailable(email: "${email}") { is_email_available } }`,
    );
    expect(taken.data!.isEmailAvailable.is_email_available).toBe(false);
    const free = await backend.graphql<{ isEmailAvailable: { is_email_available: boolean } }>(
      `{ isEmailAvailable(email: "${uniqueEmail()}") { is_email_available } }`,
    );
    expect(free.data!.isEmailAvailable.is_email_available).toBe(true);
    delete process.env.TILES_GUEST_CHECKOUT_LOGIN;
  });
});
