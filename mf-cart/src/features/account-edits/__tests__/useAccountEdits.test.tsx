/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { act, renderHook } from '@testing-library/react';
import { getBus } from '@tiles/shared';
import { writeToken } from '../../cart-identity/tokenStore';
import type { CustomerName } from '../../cart-identity/customerSession';
import { useAccountEdits } from '../useAccountEdits';

const backend = withBackendPage('/account');
jest.setTimeout(60_000);

const PASSWORD = 'Tiles@2024!';
let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${seq++}@example.com`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(email: string, password = PASSWORD): Promise<string | null> {
  const res = await backend().graphql<{ generateCustomerToken: { token: string } }>(
    'mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
    { e: email, p: password },
  );
  return res.data?.generateCustomerToken?.token ?? null;
}

/** A new account signed in on this page (its token stored as the account page stores it). */
async function signedInCustomer(): Promise<{ email: string; token: string; customer: CustomerName }> {
  const email = uniqueEmail('edits');
  await backend().graphql(
    `mutation ($e: String!, $p: String!) { createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: $e, password: $p }) { customer { email } } }`,
    { e: email, p: PASSWORD },
  );
  const token = (await signIn(email))!;
  writeToken(token);
  return { email, token, customer: { firstname: 'Asha', lastname: 'Rao', email } };
}

async function stored(token: string) {
  const res = await backend().graphql<{ customer: CustomerName }>('{ customer { firstname lastname email } }', {}, auth(token));
  return res.data?.customer ?? null;
}

function openEdits(customer: CustomerName) {
  const changed: CustomerName[] = [];
  const { result } = renderHook(() => useAccountEdits(customer, (c) => changed.push(c)));
  return { result, changed };
}

describe('account details (useAccountEdits) against the real store', () => {
  it('saves the name, shows it on the page and in the header; a 20,000-character name is refused and stores nothing', async () => {
    const { token, customer } = await signedInCustomer();
    const { result, changed } = openEdits(customer);
    const greetings: (string | undefined)[] = [];
    getBus().subscribe('customer:changed', (e) => greetings.push(e.firstname));

    expect(await act(() => result.current.handleName({ firstname: ' Meera ', lastname: 'Iyer' }))).toBe(true);
    expect(result.current.outcome).toEqual({ form: 'name', saved: true, text: 'Your name has been saved.' });
    expect(changed.at(-1)).toMatchObject({ firstname: 'Meera', lastname: 'Iyer' });
    expect(greetings.at(-1)).toBe('Meera');
    expect(await stored(token)).toMatchObject({ firstname: 'Meera', lastname: 'Iyer' });

    expect(await act(() => result.current.handleName({ firstname: 'M'.repeat(20_000), lastname: 'Iyer' }))).toBe(false);
    expect(result.current.outcome).toEqual({ form: 'name', saved: false, text: 'A name can be at most 255 characters long.' });
    expect(await act(() => result.current.handleName({ firstname: '', lastname: 'Iyer' }))).toBe(false);
    expect(result.current.nameErrors.firstname).toBe('First name is required.');
    expect(await stored(token)).toMatchObject({ firstname: 'Meera', lastname: 'Iyer' });
  });

  it('changes the e-mail only with the right password, to a free and well-formed address', async () => {
    const { email, token, customer } = await signedInCustomer();
    const taken = (await signedInCustomer()).email;
    writeToken(token);
    const { result, changed } = openEdits(customer);
    const next = uniqueEmail('moved');

    await act(() => result.current.handleEmail({ email: next, password: 'Wrong@2024!' }));
    expect(result.current.outcome).toEqual({ form: 'email', saved: false, text: 'The password is not correct.' });
    await act(() => result.current.handleEmail({ email: taken, password: PASSWORD }));
    expect(result.current.outcome?.text).toBe("We couldn't change your e-mail address. Check it, or use another address.");
    await act(() => result.current.handleEmail({ email: `${'a'.repeat(4988)}@example.com`, password: PASSWORD }));
    expect(result.current.outcome?.text).toBe('Please enter a valid email address.');
    await act(() => result.current.handleEmail({ email, password: PASSWORD }));
    expect(result.current.emailErrors.email).toBe('This is already your email.');
    expect((await stored(token))?.email).toBe(email);

    expect(await act(() => result.current.handleEmail({ email: next, password: PASSWORD }))).toBe(true);
    expect(result.current.outcome).toEqual({ form: 'email', saved: true, text: `Your email is now ${next}.` });
    expect(changed.at(-1)?.email).toBe(next);
    expect(await signIn(next)).not.toBeNull();
    expect(await signIn(email)).toBeNull();
  });

  it('changes the password with the current one, by Magento’s rules, and signs out the account’s other sessions', async () => {
    const { email, token, customer } = await signedInCustomer();
    const otherDevice = (await signIn(email))!;
    const { result } = openEdits(customer);

    await act(() => result.current.handlePassword({ currentPassword: 'Wrong@2024!', newPassword: 'New@2024!', confirm: 'New@2024!' }));
    expect(result.current.outcome).toEqual({ form: 'password', saved: false, text: 'The password is not correct.' });
    await act(() => result.current.handlePassword({ currentPassword: PASSWORD, newPassword: 'tilestiles', confirm: 'tilestiles' }));
    expect(result.current.outcome?.text).toBe('Use at least 8 characters, with at least 3 of: lower case, upper case, digits, symbols.');
    await act(() => result.current.handlePassword({ currentPassword: PASSWORD, newPassword: 'New@2024!', confirm: 'New@2024' }));
    expect(result.current.passwordErrors.confirm).toBe('The two passwords do not match.');
    expect(await signIn(email)).not.toBeNull();

    expect(
      await act(() => result.current.handlePassword({ currentPassword: PASSWORD, newPassword: 'New@2024!', confirm: 'New@2024!' })),
    ).toBe(true);
    expect(result.current.outcome?.saved).toBe(true);
    expect(await signIn(email)).toBeNull();
    expect(await signIn(email, 'New@2024!')).not.toBeNull();
    expect(await stored(token)).not.toBeNull();
    expect(await stored(otherDevice)).toBeNull();
  });
});
