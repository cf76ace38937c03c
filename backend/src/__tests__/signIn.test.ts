import { withTestBackend } from '../testing/testServer';
import { createAndSignIn, PASSWORD, uniqueEmail } from '../customer/__tests__/helpers';

// The test speaks through loopback as a trusted proxy, so X-Forwarded-For names a different shopper per call.
process.env.TILES_TRUSTED_PROXIES = '127.0.0.1, ::1';
const backend = withTestBackend();
let shopper = 0;
const from = (client = `198.51.100.${++shopper}`) => ({ 'X-Forwarded-For': client });
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const signIn = (email: string, password: string, headers: Record<string, string>) =>
  backend().graphql<{ generateCustomerToken: { token: string } }>(
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password },
    headers,
  );

describe('sign-out', () => {
  it('revokes every token of the customer, as Magento does: the other device is signed out too', async () => {
    const email = uniqueEmail();
    const phone = await createAndSignIn(backend(), email);
    const laptop = (await signIn(email, PASSWORD, from())).data!.generateCustomerToken.token;
    expect((await backend().graphql('{ customer { email } }', {}, bearer(laptop))).data).toEqual({ customer: { email } });
    expect((await backend().graphql('mutation { revokeCustomerToken { result } }', {}, bearer(phone))).data).toEqual({
      revokeCustomerToken: { result: true },
    });
    for (const token of [phone, laptop]) {
      expect((await backend().graphql('{ customer { email } }', {}, bearer(token))).errors?.[0].message).toBe(
        "The current customer isn't authorized.",
      );
    }
  });
});

describe('sign-in throttling', () => {
  it('locks an account after 10 failures from many addresses, with a clear message, even for the right password', async () => {
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    for (let i = 0; i < 10; i++)
      expect((await signIn(email, `Wrong@${i}xyz`, from())).errors?.[0].message).toMatch(/sign-in was incorrect/);
    const locked = await signIn(email, PASSWORD, from());
    expect(locked.data?.generateCustomerToken ?? null).toBeNull();
    expect(locked.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Too many failed sign-in attempts for this account\. Please wait 10 minutes/),
      extensions: { category: 'graphql-authentication' },
    });
  }, 60_000);

  it('limits one client to 20 failures across accounts; other shoppers still sign in', async () => {
    const attacker = from();
    for (let i = 0; i < 20; i++) await signIn(uniqueEmail(), 'Guess@2024', attacker);
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    expect((await signIn(email, PASSWORD, attacker)).errors?.[0].message).toMatch(
      /^Too many failed sign-in attempts from your connection\. Please wait 15 minutes/,
    );
    expect((await signIn(email, PASSWORD, from())).data?.generateCustomerToken.token).toEqual(expect.any(String));
  }, 60_000);

  it('treats an unknown email like a known one: same message, and the password hash runs for both', async () => {
    const email = uniqueEmail();
    await createAndSignIn(backend(), email);
    const median = async (login: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const started = performance.now();
        await login();
        times.push(performance.now() - started);
      }
      return times.sort((a, b) => a - b)[3];
    };
    const known = await median(() => signIn(email, 'Wrong@2024x', from()));
    const unknown = await median(() => signIn(uniqueEmail(), 'Wrong@2024x', from()));
    // Before: ~96 ms against ~12 ms. Both now run one scrypt; the bound only has to tell 8× apart from equal, and is
    // wide (4×) so a busy machine's noise cannot fail it.
    expect(unknown / known).toBeGreaterThan(0.25);
    expect(unknown / known).toBeLessThan(4);
  }, 60_000);
});
