/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { freshMailDir, mailsTo, newestMailTo } from '../../../../../backend/src/testing/mailbox';
import { act, renderHook } from '@testing-library/react';
import { useForgotPassword } from '../useForgotPassword';
import { useResetPassword } from '../useResetPassword';

const mailDir = freshMailDir();
// One request per e-mail and client every 10 minutes is Magento's default; these tests ask several times a second.
process.env.TILES_PASSWORD_RESET_INTERVAL_MINUTES = '0';
process.env.TILES_PASSWORD_RESET_MAX_PER_HOUR = '0';
const backend = withBackendPage('/account');
jest.setTimeout(60_000);

const PASSWORD = 'Tiles@2024!';
let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${seq++}@example.com`;

async function customer(email: string) {
  const res = await backend().graphql(
    `mutation ($e: String!, $p: String!) { createCustomerV2(input: { firstname: "Asha", lastname: "Rao", email: $e, password: $p }) { customer { email } } }`,
    { e: email, p: PASSWORD },
  );
  expect(res.errors).toBeUndefined();
}

const signsIn = async (email: string, password: string) =>
  !(
    await backend().graphql('mutation ($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }', {
      e: email,
      p: password,
    })
  ).errors;

async function requestReset(email: string) {
  const { result } = renderHook(() => useForgotPassword());
  await act(() => result.current.handleSubmit(email));
  return result.current;
}

/** The token of the link in the newest reset mail to the address. */
function mailedToken(email: string): string {
  const mail = newestMailTo(mailDir, email);
  const link = /https?:\/\/\S+\/customer\/account\/createPassword\/\?token=(\S+)/.exec(mail?.text ?? '');
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]);
}

describe('password reset by mail (useForgotPassword, useResetPassword) against the real store', () => {
  it('an unknown e-mail is answered as a known one, and no mail is written', async () => {
    const unknown = uniqueEmail('nobody');
    const known = uniqueEmail('known');
    await customer(known);
    const [forUnknown, forKnown] = [await requestReset(unknown), await requestReset(known)];
    expect(forUnknown).toMatchObject({ sentTo: unknown, formError: null, emailError: undefined });
    expect(forKnown).toMatchObject({ sentTo: known, formError: null, emailError: undefined });
    expect(mailsTo(mailDir, unknown)).toHaveLength(0);
    expect(mailsTo(mailDir, known)).toHaveLength(1);
  });

  it('a malformed or 5,000-character e-mail is refused with a sentence, and no mail is written', async () => {
    expect(await requestReset('asha@')).toMatchObject({ sentTo: null, emailError: 'Enter a valid email address, like name@example.com.' });
    const long = `${'a'.repeat(4988)}@example.com`;
    expect(long).toHaveLength(5000);
    expect(await requestReset(long)).toMatchObject({ sentTo: null, formError: 'Please enter a valid email address.' });
    expect(mailsTo(mailDir, long)).toHaveLength(0);
  });

  it('the mailed link sets a new password once: a weak one is refused by Magento’s rules, the old password stops working', async () => {
    const email = uniqueEmail('reset');
    await customer(email);
    await requestReset(email);
    const { result } = renderHook(() => useResetPassword(`?token=${encodeURIComponent(mailedToken(email))}`));
    expect(result.current.hasToken).toBe(true);

    await act(() => result.current.handleSubmit({ email, password: 'New@2024!', confirm: 'New@2024?' }));
    expect(result.current.errors.confirm).toBe('The two passwords do not match.');
    await act(() => result.current.handleSubmit({ email, password: 'tilestiles', confirm: 'tilestiles' }));
    expect(result.current.formError).toBe('Use at least 8 characters, with at least 3 of: lower case, upper case, digits, symbols.');
    expect(result.current).toMatchObject({ done: false, linkRefused: false });
    expect(await signsIn(email, PASSWORD)).toBe(true);

    await act(() => result.current.handleSubmit({ email, password: 'New@2024!', confirm: 'New@2024!' }));
    expect(result.current).toMatchObject({ done: true, formError: null });
    expect(await signsIn(email, PASSWORD)).toBe(false);
    expect(await signsIn(email, 'New@2024!')).toBe(true);
  });

  it('a used link shows Magento’s refusal and offers a new link; a link without a token asks for one at once', async () => {
    const email = uniqueEmail('used');
    await customer(email);
    await requestReset(email);
    const search = `?token=${encodeURIComponent(mailedToken(email))}`;
    const first = renderHook(() => useResetPassword(search)).result;
    await act(() => first.current.handleSubmit({ email, password: 'First@2024!', confirm: 'First@2024!' }));
    expect(first.current.done).toBe(true);

    const again = renderHook(() => useResetPassword(search)).result;
    await act(() => again.current.handleSubmit({ email, password: 'Second@2024!', confirm: 'Second@2024!' }));
    expect(again.current).toMatchObject({
      done: false,
      linkRefused: true,
      formError: 'This password reset link has expired or has already been used. Ask for a new link.',
    });
    expect(await signsIn(email, 'First@2024!')).toBe(true);
    expect(renderHook(() => useResetPassword('')).result.current.hasToken).toBe(false);
  });
});
