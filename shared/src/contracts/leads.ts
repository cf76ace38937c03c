import { isPincode } from '../pincode/rule';

/**
 * Lead payloads and their validation rules (spec §5), written once: the leads remote validates in the
 * browser and the backend validates the same request again with these functions. Pure: the pincode rule is the
 * shared one (pincode/rule.ts), the same the cart and the backend apply.
 */
export type LeadKind = 'get_in_touch' | 'callback' | 'quote';

export interface LeadPayload {
  name: string;
  phone: string;
  /** Required for get_in_touch, optional for callback. */
  pincode: string;
  /** Where the lead came from (get-in-touch popup, header callback, store visit…). */
  source?: string;
  productName?: string;
  sku?: string;
  /** Showroom id for a store-visit request. */
  showroomId?: string;
}

export interface LeadReply {
  msg: string;
}

export const LEAD_MESSAGES = {
  allRequired: 'All fields are required',
  invalidPincode: 'Invalid Pincode',
  invalidMobile: 'Enter a valid 10-digit mobile number',
  nameRequired: 'Please enter your name',
  mobileRequired: 'Please enter your mobile number',
  pincodeDigits: 'Pincode must be 6 digits',
} as const;

/**
 * An Idempotency-Key the backend accepts: ASCII only, so it is always a valid HTTP header value (a stored key in any
 * other script made fetch throw before sending and blocked every lead queued behind it).
 */
export const LEAD_KEY_PATTERN = /^[A-Za-z0-9:_-]{8,100}$/;

/** An Indian mobile number: 10 digits starting 6–9. */
const MOBILE = /^[6-9]\d{9}$/;

const blank = (v: string | undefined) => !v || !v.trim();

/** The get-in-touch lead form: the first failing rule's message, or null when valid. */
export function validateGetInTouch(p: Pick<LeadPayload, 'name' | 'phone' | 'pincode'>): string | null {
  if (blank(p.name) || blank(p.phone) || blank(p.pincode)) return LEAD_MESSAGES.allRequired;
  if (!isPincode(p.pincode.trim())) return LEAD_MESSAGES.invalidPincode;
  if (!MOBILE.test(p.phone.trim())) return LEAD_MESSAGES.invalidMobile;
  return null;
}

export type CallbackField = 'name' | 'phone' | 'pincode';

/** The callback form: one message per failing field (pincode is optional but must be 6 digits when given). */
export function validateCallback(p: Pick<LeadPayload, 'name' | 'phone' | 'pincode'>): Partial<Record<CallbackField, string>> {
  const errors: Partial<Record<CallbackField, string>> = {};
  if (blank(p.name)) errors.name = LEAD_MESSAGES.nameRequired;
  if (blank(p.phone)) errors.phone = LEAD_MESSAGES.mobileRequired;
  else if (!MOBILE.test(p.phone.trim())) errors.phone = LEAD_MESSAGES.invalidMobile;
  if (!blank(p.pincode) && !isPincode(p.pincode.trim())) errors.pincode = LEAD_MESSAGES.pincodeDigits;
  return errors;
}

/** Showroom as listed by GET /rest/showrooms. */
export interface Showroom {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  hours: string;
  mapUrl: string;
}

export interface ShowroomRegion {
  state: string;
  cities: string[];
}

export interface ShowroomsReply {
  showrooms: Showroom[];
  total: number;
  /** Every state with its cities, for the advanced search's two selects. */
  regions: ShowroomRegion[];
}

/** GET /rest/leads/:key — whether a lead sent with this idempotency key has arrived. */
export interface LeadStatusReply {
  key: string;
  kind: LeadKind;
  receivedAt: string;
  /** How many requests carried this key (retries included); the lead itself is stored once. */
  deliveries: number;
  /** Its delivery to the sales team's CRM (the lead webhook); state none: no webhook was configured when it arrived. */
  webhook: { state: 'pending' | 'delivered' | 'parked' | 'none'; attempts: number; deliveredAt: string | null };
}
