import { inputError } from '../errors';
import { isPincode } from '../cart/pricing';
import { findRegion } from './regions';
import { checkName } from '../customer/accountInput';
import { hasControls } from '../text/controls';

export interface CartAddressInput {
  firstname: string;
  lastname: string;
  company?: string | null;
  street: (string | null)[];
  city: string;
  region?: string | null;
  region_id?: number | null;
  postcode?: string | null;
  country_code: string;
  telephone?: string | null;
  /** Magento 2.4.7: values of the address's custom attributes; this store keeps none. */
  custom_attributes?: ({ attribute_code?: string | null } | null)[] | null;
}

export const MOBILE_PATTERN = /^[6-9][0-9]{9}$/;
/** Magento's telephone column. */
const MAX_TELEPHONE = 255;
/** A mobile number as written: spaces, dashes, +91 or a leading 0 are dropped. */
const asMobileNumber = (telephone: string) => telephone.replace(/[\s-]/g, '').replace(/^(\+91|0)/, '');
export const isMobileNumber = (telephone: string) => MOBILE_PATTERN.test(asMobileNumber(telephone));

/** The store's rule where an order is placed: each of its addresses has a mobile number for the delivery. */
export function telephoneProblem(address: { telephone?: string | null } | null): string | null {
  const telephone = address?.telephone ?? '';
  return isMobileNumber(telephone) ? null : `"${telephone}" is not a valid mobile number. Enter a 10-digit mobile number.`;
}

/**
 * Validates an Indian delivery address and returns it in Magento's CartAddressInterface shape (stored as JSON).
 * Required-field messages are Magento's; pincode, mobile and state checks are this store's (India only).
 */
/** Magento's default customer/address/street_lines. */
export const STREET_LINES = 2;

/**
 * Validates an Indian delivery address and returns it in Magento's CartAddressInterface shape (stored as JSON).
 * Required-field, street-line, country and region messages are Magento's address validator's; pincode and mobile
 * checks are this store's (India only, README "Where the store differs").
 */
export function toCartAddress(input: CartAddressInput, uid: string) {
  const street = (input.street ?? []).map((s) => (s ?? '').trim()).filter(Boolean);
  const required: [string, unknown][] = [
    ['firstname', input.firstname?.trim()],
    ['lastname', input.lastname?.trim()],
    ['street', street.length],
    ['city', input.city?.trim()],
    ['telephone', input.telephone?.trim()],
    ['postcode', input.postcode?.trim()],
  ];
  for (const [field, value] of required) if (!value) throw inputError(`"${field}" is required. Enter and try again.`);
  // The store's addresses have no custom attributes: a value for one is refused, never silently dropped.
  const custom = (input.custom_attributes ?? []).find((a) => a?.attribute_code);
  if (custom) throw inputError(`The address has no attribute "${custom.attribute_code}".`);
  // Names by Magento's Name rule (one line); the other free text one line of printable text, as it is printed on a label.
  checkName(input.firstname.trim(), 'First Name');
  checkName(input.lastname.trim(), 'Last Name');
  const lines: [string, unknown][] = [
    ['company', input.company],
    ['street', (input.street ?? []).join('')],
    ['city', input.city],
  ];
  for (const [field, value] of lines)
    if (typeof value === 'string' && hasControls(value))
      throw inputError(`"${field}" must be one line of text, without control characters.`);
  if ((input.street ?? []).length > STREET_LINES) throw inputError(`"Street Address" cannot contain more than ${STREET_LINES} lines.`);
  // Magento upper-cases country_code before validating it.
  const country = String(input.country_code ?? '')
    .trim()
    .toUpperCase();
  if (country !== 'IN') throw inputError(`Invalid value of "${input.country_code}" provided for the countryId field.`);
  const postcode = String(input.postcode).trim();
  if (!isPincode(postcode)) throw inputError(`"${postcode}" is not a valid pincode. Enter the 6-digit pincode of the delivery address.`);
  // Any one line is kept (Magento requires only some text): the cart page's delivery estimate sends placeholders
  // (Venia: "telephone"), and only pincode and state decide the estimate. placeOrder requires a mobile number.
  const given = String(input.telephone).trim();
  if (hasControls(given) || [...given].length > MAX_TELEPHONE)
    throw inputError(`"telephone" must be one line of text of at most ${MAX_TELEPHONE} characters.`);
  const telephone = isMobileNumber(given) ? asMobileNumber(given) : given;
  if (!input.region_id && !input.region?.trim()) throw inputError('"regionId" is required. Enter and try again.');
  // Magento's cart address: a region written out and a region_id must name the same region.
  const named = input.region_id && input.region?.trim() ? findRegion({ region: input.region }) : undefined;
  if (named && named.id !== input.region_id) throw inputError('The region_id does not match the selected country or region');
  const region = findRegion(input);
  // Magento's address validator: a region written out that names none leaves the address without a region id.
  if (!region && !input.region_id && !/^\d+$/.test(input.region!.trim())) throw inputError('"regionId" is required. Enter and try again.');
  if (!region) throw inputError(`Invalid value of "${input.region_id ?? input.region}" provided for the regionId field.`);
  return {
    uid,
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    company: input.company?.trim() || null,
    street,
    city: input.city.trim(),
    region: { code: region.code, label: region.name, region_id: region.id },
    postcode,
    // Magento's CartAddressCountry.label is the country code, not its name.
    country: { code: 'IN', label: 'IN' },
    telephone,
  };
}

/** `id`: the customer's saved address the cart's copy was taken from (Magento's CartAddressInterface.id). */
export type CartAddress = ReturnType<typeof toCartAddress> & { id?: number };
