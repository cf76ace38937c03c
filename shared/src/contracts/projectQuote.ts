import { isPincode } from '../pincode/rule';
import { LEAD_MESSAGES } from './leads';

/**
 * A project quote (builders and contractors asking a price for a whole site): its payload and rules, written once
 * for the quote form and the backend (which runs them again and also refuses SKUs the catalogue does not hold).
 * Pure, like the other lead rules.
 */
export type QuoteUnit = 'sqft' | 'boxes';
export const QUOTE_UNITS: readonly QuoteUnit[] = ['sqft', 'boxes'];

export interface QuoteLine {
  sku: string;
  /** Whole square feet or boxes; kept as typed text in forms, a number here. */
  quantity: number;
  unit: QuoteUnit;
}

export interface ProjectQuotePayload {
  name: string;
  phone: string;
  email: string;
  /** The site's city and pincode. */
  city: string;
  pincode: string;
  company?: string;
  /** India's 15-character GST identification number, optional. */
  gstin?: string;
  lines: QuoteLine[];
  /** Where the quote was asked from (a product page's link, the page itself). */
  source?: string;
}

/** A big project is many tiles, but a form of hundreds of lines is an attack, not a project. */
export const QUOTE_LIMITS = { maxLines: 25, maxQuantity: 100_000, maxText: 120 } as const;

/** Message ids are the shared English sentences; `{n}` / `{max}` / `{sku}` are filled by the reader. */
export const QUOTE_MESSAGES = {
  nameRequired: LEAD_MESSAGES.nameRequired,
  mobileRequired: LEAD_MESSAGES.mobileRequired,
  invalidMobile: LEAD_MESSAGES.invalidMobile,
  emailRequired: 'Please enter your e-mail address',
  invalidEmail: 'Enter a valid e-mail address',
  cityRequired: 'Please enter the site city',
  pincodeDigits: LEAD_MESSAGES.pincodeDigits,
  invalidGstin: 'Enter a valid 15-character GST number',
  tooLong: 'Use at most 120 characters',
  linesRequired: 'Add at least one tile',
  tooManyLines: 'A quote can hold at most 25 tiles',
  skuRequired: 'Enter the tile SKU',
  invalidQuantity: 'Enter a whole number from 1 to 100,000',
  invalidUnit: 'Choose sq.ft or boxes',
  duplicateSku: 'This tile is already in the quote',
  unknownSku: 'We have no tile with this SKU',
} as const;
export type QuoteMessageId = keyof typeof QUOTE_MESSAGES;

export type QuoteField = 'name' | 'phone' | 'email' | 'city' | 'pincode' | 'company' | 'gstin' | 'lines';

export interface QuoteErrors {
  fields: Partial<Record<QuoteField, string>>;
  /** Per line, by its position in `lines`. */
  lines: Record<number, string>;
}

/** The 400 answer of POST /rest/quote: the first message, then every field's and line's. */
export interface QuoteRefusal extends QuoteErrors {
  message: string;
}

const MOBILE = /^[6-9]\d{9}$/;
/** A practical address check: one @, a dot-atom local part, host labels and a letter top-level label. */
const EMAIL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9](-*[A-Za-z0-9])*\.)+[A-Za-z]{2,63}$/;
/** State code (2 digits), PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GSTN's check character: base-36 digits weighted 1, 2, 1, 2…, each product's two base-36 digits summed. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 ? 2 : 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

export const isGstin = (value: string): boolean => GSTIN_SHAPE.test(value) && gstinCheckCharacter(value) === value[14];

const blank = (v: string | undefined) => !v || !v.trim();
const tooLong = (v: string | undefined) => [...(v ?? '')].length > QUOTE_LIMITS.maxText;

/** A quantity as a form holds it: digits only, 1 to the cap. */
export const isQuoteQuantity = (n: number) => Number.isInteger(n) && n >= 1 && n <= QUOTE_LIMITS.maxQuantity;

/** Every failing field and line, with the shared messages (empty maps: valid). GSTIN is read upper-cased. */
export function validateProjectQuote(p: ProjectQuotePayload): QuoteErrors {
  const fields: QuoteErrors['fields'] = {};
  const m = QUOTE_MESSAGES;
  if (blank(p.name)) fields.name = m.nameRequired;
  else if (tooLong(p.name)) fields.name = m.tooLong;
  if (blank(p.phone)) fields.phone = m.mobileRequired;
  else if (!MOBILE.test(p.phone.trim())) fields.phone = m.invalidMobile;
  if (blank(p.email)) fields.email = m.emailRequired;
  else if (p.email.trim().length > 254 || !EMAIL.test(p.email.trim())) fields.email = m.invalidEmail;
  if (blank(p.city)) fields.city = m.cityRequired;
  else if (tooLong(p.city)) fields.city = m.tooLong;
  if (!isPincode((p.pincode ?? '').trim())) fields.pincode = m.pincodeDigits;
  if (tooLong(p.company)) fields.company = m.tooLong;
  if (!blank(p.gstin) && !isGstin(p.gstin!.trim().toUpperCase())) fields.gstin = m.invalidGstin;
  const lines: QuoteErrors['lines'] = {};
  if (p.lines.length === 0) fields.lines = m.linesRequired;
  else if (p.lines.length > QUOTE_LIMITS.maxLines) fields.lines = m.tooManyLines;
  else {
    const seen = new Set<string>();
    p.lines.forEach((line, i) => {
      const sku = line.sku.trim().toUpperCase();
      if (!sku) lines[i] = m.skuRequired;
      else if (seen.has(sku)) lines[i] = m.duplicateSku;
      else if (!isQuoteQuantity(line.quantity)) lines[i] = m.invalidQuantity;
      else if (!QUOTE_UNITS.includes(line.unit)) lines[i] = m.invalidUnit;
      seen.add(sku);
    });
  }
  return { fields, lines };
}

export const hasQuoteErrors = (e: QuoteErrors) => Object.keys(e.fields).length > 0 || Object.keys(e.lines).length > 0;
