/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { visit, withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { freshMailDir, mailsTo, newestMailTo } from '../../../../../backend/src/testing/mailbox';
import { readdirSync } from 'node:fs';
import { act, renderHook } from '@testing-library/react';
import { useContactForm, type ContactFields } from '../useContactForm';
import { contactMessages } from '../i18n/messages';

const mailDir = freshMailDir();
process.env.TILES_STORE_EMAIL = 'help@tiles.example';
withBackendPage('/contact');
jest.setTimeout(60_000);

const FILLED: ContactFields = { name: 'Asha Rao', email: 'asha@example.in', telephone: '', comment: 'Do you have 600x1200 planks?' };
const mailCount = () => readdirSync(mailDir).length;

/** The contact form as a shopper fills it: every field typed, then sent. */
async function send(fields: Partial<ContactFields>) {
  const view = renderHook(() => useContactForm());
  act(() => {
    for (const [field, value] of Object.entries({ ...FILLED, ...fields }))
      view.result.current.handleChange(field as keyof ContactFields, value);
  });
  await act(() => view.result.current.handleSubmit());
  return view.result;
}

describe('the contact form (useContactForm) against the real store', () => {
  it('mails the message to the store and thanks the shopper, with an empty form for the next one', async () => {
    const result = await send({ telephone: ' 98765 43210 ', comment: 'Do you deliver to Madurai?' });
    expect(result.current.error).toBeNull();
    expect(result.current.sent).toBe(true);
    expect(result.current.values).toEqual({ name: '', email: '', telephone: '', comment: '' });
    const mail = newestMailTo(mailDir, 'help@tiles.example');
    expect(mail?.headers['reply-to']).toBe('"Asha Rao" <asha@example.in>');
    expect(mail?.text).toContain('Phone Number: 98765 43210');
    expect(mail?.text).toContain('Comment:\r\n> Do you deliver to Madurai?');
    act(() => result.current.handleAnother());
    expect(result.current.sent).toBe(false);
  });

  it('asks for the required fields before anything is sent', async () => {
    const before = mailCount();
    const result = await send({ name: '  ', comment: '' });
    expect(result.current.error).toBe('Please fill in your name, e-mail address and message.');
    expect(result.current.sent).toBe(false);
    expect(mailCount()).toBe(before);
  });

  it.each([
    ['a malformed e-mail', { email: 'asha@example' }, 'Please enter a valid email address.'],
    ['a 5,000-character e-mail', { email: `${'a'.repeat(4988)}@example.com` }, 'Please enter a valid email address.'],
    ['an oversized message', { comment: 'x'.repeat(5001) }, 'A message can be at most 5,000 characters long. Please shorten it.'],
    ['a 20,000-character name', { name: 'A'.repeat(20_000) }, 'Your name can be at most 255 characters long.'],
    ['a 31-character phone number', { telephone: '9'.repeat(31) }, 'A phone number can be at most 30 characters long.'],
  ])('shows the store’s refusal of %s in the shopper’s words, keeps what was typed, and nothing is mailed', async (_, change, text) => {
    const before = mailCount();
    const result = await send(change);
    expect(result.current.error).toBe(text);
    expect(result.current.sent).toBe(false);
    expect(result.current.values).toEqual({ ...FILLED, ...change });
    expect(mailCount()).toBe(before);
  });

  it('on the Hindi store, a refusal reads in Hindi and a message in Devanagari is mailed as written', async () => {
    visit('http://hi.localhost:3000/contact');
    await contactMessages.load('hi');
    const refused = await send({ comment: 'x'.repeat(5001) });
    expect(refused.current.error).toBe('संदेश ज़्यादा से ज़्यादा 5,000 अक्षरों का हो सकता है। कृपया इसे छोटा करें।');
    const blank = await send({ name: '' });
    expect(blank.current.error).toBe('कृपया अपना नाम, ईमेल पता और संदेश भरें।');
    const before = mailsTo(mailDir, 'help@tiles.example').length;
    const sent = await send({ name: 'आशा राव', comment: 'क्या आपके पास लकड़ी जैसी टाइलें हैं?' });
    expect(sent.current.sent).toBe(true);
    expect(mailsTo(mailDir, 'help@tiles.example')).toHaveLength(before + 1);
    expect(newestMailTo(mailDir, 'help@tiles.example')?.text).toContain('Comment:\r\n> क्या आपके पास लकड़ी जैसी टाइलें हैं?');
  });
});
