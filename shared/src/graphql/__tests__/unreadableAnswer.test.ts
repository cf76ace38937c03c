/** @jest-environment node */
import { localSettings } from '../../config/runtime';
import { atRequest } from '../../testing/serverRequest';
import { failureText, unreadableAnswer } from '../client';

/** The cart returns this when the store's answer lacks the cart or token it asked for: the shopper reads it in the page language. */
const readOn = (host: string) =>
  atRequest({ url: `http://${host}:3000/checkout`, settings: localSettings({ shell: 3000, backend: 4000 }) }, async () =>
    failureText((await unreadableAnswer()).error),
  );

it('says an unusable answer in English, Hindi and Tamil (not "could not reach the store")', async () => {
  expect(await readOn('localhost')).toBe('The store sent an answer this page could not read. Please try again.');
  expect(await readOn('hi.localhost')).toBe('स्टोर का जवाब यह पेज पढ़ नहीं सका। कृपया फिर से कोशिश करें।');
  expect(await readOn('ta.localhost')).toBe('கடையின் பதிலை இந்தப் பக்கத்தால் படிக்க முடியவில்லை. மீண்டும் முயலுங்கள்.');
});
