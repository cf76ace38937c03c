import type { Errors } from '../forms/validation';
import { required } from '../forms/validation';

export interface AddressForm {
  firstname: string;
  lastname: string;
  street: string;
  street2: string;
  city: string;
  regionId: string;
  postcode: string;
  telephone: string;
}

export type AddressField = keyof AddressForm;

export const EMPTY_ADDRESS: AddressForm = { firstname: '', lastname: '', street: '', street2: '', city: '', regionId: '', postcode: '', telephone: '' };

/** Indian addresses: 6-digit PIN code (never starting with 0) and a 10-digit mobile number (starting 6–9). */
export function validateAddress(a: AddressForm): Errors<AddressField> {
  return {
    firstname: required(a.firstname, 'First name'),
    lastname: required(a.lastname, 'Last name'),
    street: required(a.street, 'Address'),
    city: required(a.city, 'City'),
    regionId: a.regionId ? undefined : 'Choose a state.',
    postcode: /^[1-9][0-9]{5}$/.test(a.postcode.trim()) ? undefined : 'Enter a 6-digit pincode.',
    telephone: /^[6-9][0-9]{9}$/.test(a.telephone.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '')) ? undefined : 'Enter a 10-digit mobile number.',
  };
}

/** Magento's CartAddressInput for India. */
export function toCartAddress(a: AddressForm) {
  return {
    firstname: a.firstname.trim(),
    lastname: a.lastname.trim(),
    street: [a.street.trim(), a.street2.trim()].filter(Boolean),
    city: a.city.trim(),
    region_id: Number(a.regionId),
    postcode: a.postcode.trim(),
    country_code: 'IN',
    telephone: a.telephone.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''),
    save_in_address_book: false,
  };
}
