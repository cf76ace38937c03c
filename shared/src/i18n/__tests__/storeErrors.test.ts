import { storeErrorMessages, storeErrorText } from '../store-errors/storeErrors';

/** The store answers in English; shoppers read its refusals in the page language (README, Languages). */
const refusal = (message: string, category?: string) => ({ message, category, network: false });

it('maps a refusal the shopper can act on, by the store’s wording, in every language', async () => {
  const coupon = refusal("The coupon code isn't valid. Verify the code and try again.", 'graphql-no-such-entity');
  expect(storeErrorText(await storeErrorMessages.load('en'), coupon)).toBe("The coupon code isn't valid. Verify the code and try again.");
  expect(storeErrorText(await storeErrorMessages.load('hi'), coupon)).toBe('यह कूपन कोड मान्य नहीं है। कोड जाँचकर फिर से कोशिश करें।');
  expect(
    storeErrorText(
      await storeErrorMessages.load('ta'),
      refusal('"12" is not a valid pincode. Enter the 6-digit pincode of the delivery address.', 'graphql-input'),
    ),
  ).toBe('டெலிவரி முகவரியின் 6 இலக்க பின்கோடை உள்ளிடுங்கள்.');
});

it('keeps the store’s own sentence on English pages for other refusals, and a general one by category in Hindi and Tamil', async () => {
  const street = refusal('"Street Address" cannot contain more than 2 lines.', 'graphql-input');
  expect(storeErrorText(await storeErrorMessages.load('en'), street)).toBe(street.message);
  const hi = storeErrorText(await storeErrorMessages.load('hi'), street);
  expect(hi).toBe('कृपया अपनी भरी हुई जानकारी जाँचें और फिर से कोशिश करें।');
  expect(storeErrorText(await storeErrorMessages.load('ta'), refusal('Something odd'))).toBe(
    'எங்கள் பக்கத்தில் ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயலுங்கள்.',
  );
  expect(
    storeErrorText(await storeErrorMessages.load('hi'), refusal("The current customer isn't authorized.", 'graphql-authorization')),
  ).toBe('आगे बढ़ने के लिए कृपया फिर से साइन इन करें।');
});

it('tells an unreachable store from a busy one and from an unreadable answer', async () => {
  const hi = await storeErrorMessages.load('hi');
  expect(storeErrorText(hi, { message: 'x', network: true })).toMatch(/इंटरनेट कनेक्शन/);
  expect(storeErrorText(hi, { message: 'x', network: true, status: 503 })).toMatch(/व्यस्त/);
  expect(storeErrorText(hi, { message: 'x', network: true, status: 200 })).toMatch(/पढ़ नहीं सका/);
});
