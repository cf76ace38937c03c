import { writeNumber } from '../digits';
import { formatNumber, formatPrice } from '../format';
import { formatMessage } from '../icu';

/** The store's three languages, as `Intl` names them: the hand-written numbers must be Intl's own in each. */
const LOCALES = ['en-IN', 'hi-IN', 'ta-IN'] as const;
const CODES = { 'en-IN': 'en', 'hi-IN': 'hi', 'ta-IN': 'ta' } as const;

/** Prices, areas and counts a shopper sees, and the values where rounding and grouping go wrong first. */
function values(): number[] {
  const edge = [
    0,
    -0,
    1,
    -1,
    0.5,
    0.005,
    0.015,
    1.005,
    2.675,
    9.995,
    99.995,
    999.995,
    999999.995,
    12.5,
    100,
    999,
    1000,
    99999,
    100000,
    1234567.891,
    123456789.005,
    0.1 + 0.2,
    1e15,
    9007199254740991,
    1e20,
    5e-7,
    45.3049999,
    -1234.565,
  ];
  let seed = 7;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  const drawn = Array.from({ length: 3000 }, (_, i) => {
    const magnitude = 10 ** Math.floor(random() * 10);
    const raw = (random() - 0.2) * magnitude;
    // A third with three decimals ending in 5 (the half-way case), a third with two, a third as they come.
    return i % 3 === 0 ? Math.round(raw * 1000) / 1000 + 0.005 : i % 3 === 1 ? Math.round(raw * 100) / 100 : raw;
  });
  return [...edge, ...drawn];
}

describe('numbers written without Intl', () => {
  it.each(LOCALES)('a price in %s is what Intl writes for rupees', (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' });
    for (const value of values()) expect(formatPrice(value, 'INR', CODES[locale])).toBe(intl.format(value));
  });

  it.each(LOCALES)('an area or quantity in %s is what Intl writes with up to two decimals', (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    for (const value of values()) expect(formatNumber(value, CODES[locale])).toBe(intl.format(value));
  });

  it('a count in a plural message is what Intl writes with up to three decimals', () => {
    const intl = new Intl.NumberFormat('en-IN');
    const message = [{ type: 6, value: 'n', options: { other: { value: [{ type: 7 }] } }, offset: 0, pluralType: 'cardinal' }];
    for (const value of values()) expect(formatMessage(message as never, 'en-IN', { n: value })).toBe(intl.format(value));
  });

  it('leaves to Intl what it writes in another form, and other currencies', () => {
    for (const value of [1e21, 1e-7, NaN, Infinity, -Infinity]) expect(writeNumber(value, 0, 2)).toBeNull();
    expect(formatPrice(1e21, 'INR', 'en')).toBe(new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(1e21));
    expect(formatPrice(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatNumber(NaN, 'hi')).toBe('NaN');
  });
});
