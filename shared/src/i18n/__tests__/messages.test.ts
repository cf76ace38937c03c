import { defineMessages } from '../messages';
import { formatNumber, formatPrice } from '../format';

const en = { boxes: '{n, plural, one {# box} other {# boxes}}', hello: 'Hello {name}', plain: "We couldn't find it" };
const hi = { boxes: '{n, plural, one {# बॉक्स} other {# बॉक्स}}', hello: 'नमस्ते {name}', plain: 'नहीं मिला' };
const catalogue = defineMessages(en, {
  hi: async () => ({ default: hi }),
  ta: async () => {
    throw new Error('offline');
  },
});

it('formats ICU plurals and arguments in English without loading anything', async () => {
  const t = await catalogue.load('en');
  expect(t('boxes', { n: 1 })).toBe('1 box');
  expect(t('boxes', { n: 9 })).toBe('9 boxes');
  expect(t('hello', { name: 'Asha' })).toBe('Hello Asha');
  expect(t('plain')).toBe("We couldn't find it");
});

it('loads Hindi once and formats its numbers the Indian way', async () => {
  const t = await catalogue.load('hi');
  expect(await catalogue.load('hi')).toBe(t);
  expect(t.language).toBe('hi');
  expect(t('boxes', { n: 123456 })).toBe('1,23,456 बॉक्स');
});

it('forgets a failed download so a retry asks again', async () => {
  await expect(catalogue.load('ta')).rejects.toThrow('offline');
  await expect(catalogue.load('ta')).rejects.toThrow('offline');
});

it('formats rupees with Indian digit grouping in every language', () => {
  expect(formatPrice(123456.5, 'INR', 'en')).toBe('₹1,23,456.50');
  expect(formatPrice(54, 'INR', 'hi')).toBe('₹54.00');
  expect(formatPrice(1240, 'INR', 'ta')).toBe('₹1,240.00');
  expect(formatNumber(1234.567, 'en')).toBe('1,234.57');
});
