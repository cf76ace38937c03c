/**
 * The one pincode rule: an Indian PIN code is six digits and never starts with 0 (there is no postal
 * region 0). The cart, the lead forms, the location popup and the backend all check with this; pure, no imports,
 * so the backend can import it too.
 */
export const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const PINCODE_LENGTH = 6;

export const isPincode = (value: unknown): value is string => typeof value === 'string' && PINCODE_PATTERN.test(value);
