import { formMessages } from '../../forms/i18n/messages';
import { addressFormMessages } from '../i18n/messages';
import { EMPTY_ADDRESS, toCartAddress, validateAddress as validate, type AddressForm } from '../address';

let validateAddress: (a: AddressForm) => ReturnType<typeof validate>;
beforeAll(async () => {
  const [form, t] = await Promise.all([formMessages.load('en'), addressFormMessages.load('en')]);
  validateAddress = (a) => validate(a, form, t);
});

const good = {
  ...EMPTY_ADDRESS,
  firstname: 'Asha',
  lastname: 'Rao',
  street: '12 MG Road',
  city: 'Pune',
  regionId: '553',
  postcode: '411001',
  telephone: '98765 43210',
};

describe('Indian address validation', () => {
  it('accepts a complete address', () => {
    expect(Object.values(validateAddress(good)).filter(Boolean)).toEqual([]);
  });
  it('gives one clear message per field', () => {
    const e = validateAddress(EMPTY_ADDRESS);
    expect(e).toMatchObject({
      firstname: 'First name is required.',
      regionId: 'Choose a state.',
      postcode: 'Enter a 6-digit pincode.',
      telephone: 'Enter a 10-digit mobile number.',
    });
  });
  it('rejects 5-digit pincodes and short or landline-like numbers', () => {
    expect(validateAddress({ ...good, postcode: '41100' }).postcode).toBeDefined();
    expect(validateAddress({ ...good, telephone: '12345' }).telephone).toBeDefined();
    expect(validateAddress({ ...good, telephone: '+91 98765 43210' }).telephone).toBeUndefined();
  });
  it('maps to Magento CartAddressInput for India', () => {
    expect(toCartAddress({ ...good, telephone: '+91 98765-43210' })).toMatchObject({
      country_code: 'IN',
      region_id: 553,
      street: ['12 MG Road'],
      telephone: '9876543210',
    });
  });
});
