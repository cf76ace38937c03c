import { isPincode, type TranslateOf } from '@tiles/shared';
import type { Errors, FormT } from '../forms/validation';
import { required } from '../forms/validation';
import type { addressFormMessages } from './i18n/messages';

export type AddressT = TranslateOf<typeof addressFormMessages>;

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

export const EMPTY_ADDRESS: AddressForm = {
  firstname: '',
  lastname: '',
  street: '',
  street2: '',
  city: '',
  regionId: '',
  postcode: '',
  telephone: '',
};

/** Indian addresses: 6-digit PIN code (never starting with 0) and a 10-digit mobile number (starting 6–9). */
export function validateAddress(a: AddressForm, form: FormT, t: AddressT): Errors<AddressField> {
  return {
    firstname: required(a.firstname, form('firstName'), form),
    lastname: required(a.lastname, form('lastName'), form),
    street: required(a.street, t('street'), form),
    city: required(a.city, t('city'), form),
    regionId: a.regionId ? undefined : t('chooseStateError'),
    postcode: isPincode(a.postcode.trim()) ? undefined : t('pincodeError'),
    telephone: /^[6-9][0-9]{9}$/.test(a.telephone.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '')) ? undefined : t('mobileError'),
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
