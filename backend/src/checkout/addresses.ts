import { inputError } from '../errors';
import { isPincode } from '../cart/pricing';
import { findRegion } from './regions';

export interface CartAddressInput {
  firstname: string; lastname: string; company?: string | null; street: (string | null)[]; city: string;
  region?: string | null; region_id?: number | null; postcode?: string | null; country_code: string; telephone?: string | null;
}

export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/;

/**
 * Validates an Indian delivery address and returns it in Magento's CartAddressInterface shape (stored as JSON).
 * Required-field messages are Magento's; pincode, mobile and state checks are this store's (India only).
 */
export function toCartAddress(input: CartAddressInput, kind: 'Shipping' | 'Billing', uid: string) {
  const street = (input.street ?? []).map((s) => (s ?? '').trim()).filter(Boolean);
  const required: [string, unknown][] = [['firstname', input.firstname?.trim()], ['lastname', input.lastname?.trim()], ['street', street.length], ['city', input.city?.trim()], ['telephone', input.telephone?.trim()], ['postcode', input.postcode?.trim()]];
  for (const [field, value] of required) if (!value) throw inputError(`"${field}" is required. Enter and try again.`);
  if (input.country_code !== 'IN') throw inputError(`The ${kind.toLowerCase()} address country "${input.country_code}" is not available. Deliveries are within India only.`);
  const postcode = String(input.postcode).trim();
  if (!isPincode(postcode)) throw inputError(`"${postcode}" is not a valid pincode. Enter the 6-digit pincode of the delivery address.`);
  const telephone = String(input.telephone).replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
  if (!MOBILE_PATTERN.test(telephone)) throw inputError(`"${input.telephone}" is not a valid mobile number. Enter a 10-digit mobile number.`);
  const region = findRegion(input);
  if (!region) throw inputError('"region" is required. Enter and try again.');
  return {
    uid,
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    company: input.company?.trim() || null,
    street,
    city: input.city.trim(),
    region: { code: region.code, label: region.name, region_id: region.id },
    postcode,
    country: { code: 'IN', label: 'India' },
    telephone,
  };
}
