/** @jest-environment node */
// The working agreement: logic hooks are tested against the real backend over HTTP (test-only imports).
import { visit, withBackendPage } from '../../../../../backend/src/testing/browserPage';
import { freshMailDir, mailsTo } from '../../../../../backend/src/testing/mailbox';
import { readdirSync } from 'node:fs';
import { act, renderHook } from '@testing-library/react';
import { useNewsletter } from '../useNewsletter';
import { newsletterMessages } from '../i18n/messages';

const mailDir = freshMailDir();
withBackendPage('/contact');
jest.setTimeout(60_000);

const mailCount = () => readdirSync(mailDir).length;

async function subscribe(email: string) {
  const view = renderHook(() => useNewsletter());
  act(() => view.result.current.handleEmail(email));
  await act(() => view.result.current.handleSubmit());
  return view.result;
}

describe('the newsletter sign-up (useNewsletter) against the real store', () => {
  it('subscribes an address, which gets the welcome mail; a second time is Magento’s "already subscribed"', async () => {
    const first = await subscribe(' meera@example.in ');
    expect(first.current.outcome).toEqual({ kind: 'ok', text: 'Thank you for your subscription.' });
    expect(first.current.email).toBe('');
    const welcome = mailsTo(mailDir, 'meera@example.in');
    expect(welcome.map((m) => m.text)).toEqual(['You have been successfully subscribed to our newsletter.\r\n']);

    const again = await subscribe('meera@example.in');
    expect(again.current.outcome).toEqual({ kind: 'error', text: 'This email address is already subscribed.' });
    expect(again.current.email).toBe('meera@example.in');
    expect(mailsTo(mailDir, 'meera@example.in')).toHaveLength(1);
  });

  it.each([
    ['a malformed e-mail', 'meera@@example.in'],
    ['a 5,000-character e-mail', `${'m'.repeat(4988)}@example.com`],
  ])('refuses %s in the shopper’s words and mails nothing', async (_, email) => {
    const before = mailCount();
    const result = await subscribe(email);
    expect(result.current.outcome).toEqual({ kind: 'error', text: 'Please enter a valid email address.' });
    expect(mailCount()).toBe(before);
  });

  it('asks for an address before asking the store', async () => {
    const before = mailCount();
    const result = await subscribe('   ');
    expect(result.current.outcome).toEqual({ kind: 'error', text: 'Enter your e-mail address to subscribe.' });
    expect(mailCount()).toBe(before);
  });

  it('on the Hindi store, thanks and "already subscribed" read in Hindi, and the welcome mail is Hindi', async () => {
    visit('http://hi.localhost:3000/contact');
    await newsletterMessages.load('hi');
    expect((await subscribe('ravi@example.in')).current.outcome).toEqual({ kind: 'ok', text: 'सदस्यता लेने के लिए धन्यवाद।' });
    expect(mailsTo(mailDir, 'ravi@example.in')[0].text).toBe('आपने हमारे न्यूज़लेटर की सदस्यता सफलतापूर्वक ले ली है।\r\n');
    expect((await subscribe('ravi@example.in')).current.outcome).toEqual({ kind: 'error', text: 'यह ईमेल पता पहले से सदस्य है।' });
  });
});
