import { isGstin, validateProjectQuote, type ProjectQuotePayload } from '../projectQuote';

const quote: ProjectQuotePayload = {
  name: 'Meera',
  phone: '9876543210',
  email: 'meera@example.com',
  city: 'Chennai',
  pincode: '600001',
  lines: [{ sku: 'TL-1001', quantity: 10, unit: 'boxes' }],
};

it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts the real GSTIN %s', (gstin) => expect(isGstin(gstin)).toBe(true));

it.each([
  ['27AAPFU0939F1ZW', 'a wrong check character'],
  ['27AAPFU0939F1Z', 'fourteen characters'],
  ['27AAPFU0939F1XV', 'no Z in the 14th place'],
  ['2AAAPFU0939F1ZV', 'letters where the state code goes'],
])('refuses %s (%s)', (gstin) => expect(isGstin(gstin)).toBe(false));

it('accepts a valid quote and reads an optional GSTIN in any case', () => {
  expect(validateProjectQuote({ ...quote, gstin: '27aapfu0939f1zv' })).toEqual({ fields: {}, lines: {} });
});

it('names every failing field and line with the lead forms’ messages', () => {
  const errors = validateProjectQuote({
    name: ' ',
    phone: '12345',
    email: 'a@b',
    city: '',
    pincode: '012345',
    gstin: 'GST',
    lines: [
      { sku: '', quantity: 1, unit: 'boxes' },
      { sku: 'TL-1001', quantity: 0, unit: 'boxes' },
      { sku: 'tl-1001', quantity: 1, unit: 'boxes' },
      { sku: 'TL-1002', quantity: 5, unit: 'm2' as 'boxes' },
    ],
  });
  expect(errors).toEqual({
    fields: {
      name: 'Please enter your name',
      phone: 'Enter a valid 10-digit mobile number',
      email: 'Enter a valid e-mail address',
      city: 'Please enter the site city',
      pincode: 'Pincode must be 6 digits',
      gstin: 'Enter a valid 15-character GST number',
    },
    lines: {
      0: 'Enter the tile SKU',
      1: 'Enter a whole number from 1 to 100,000',
      2: 'This tile is already in the quote',
      3: 'Choose sq.ft or boxes',
    },
  });
});

it('refuses more lines than the cap as one message, not one per line', () => {
  const lines = Array.from({ length: 26 }, (_, i) => ({ sku: `TL-${1001 + i}`, quantity: 1, unit: 'sqft' as const }));
  expect(validateProjectQuote({ ...quote, lines })).toEqual({ fields: { lines: 'A quote can hold at most 25 tiles' }, lines: {} });
});
