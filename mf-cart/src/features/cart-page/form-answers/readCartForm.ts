import { MOST_BOXES } from '../../add-to-cart/readAddForm';

/** Magento's cart item uid: base64 of the item's number (backend cart/ids.ts); anything else is not our form's. */
const ITEM_UID = /^[A-Za-z0-9+/]{1,64}={0,2}$/;
const WHOLE = /^\d{1,9}$/;
/** Our forms send well under 200 characters; a body many times that was not written by them. */
export const MOST_FORM_CHARS = 2_000;
/** A number field holds a few characters; more is kept for the page only up to this. */
const MOST_TYPED = 32;

export type FormProblem = 'size' | 'fields' | 'quantity';
export type CartFormRead =
  { uid: string; quantity: number | null; problem?: undefined } | { problem: FormProblem; uid?: string; typed?: string };

/**
 * A row's form as posted (CartRow: `item`, and for an update `qty`), checked like any input from the page: the uid's
 * shape, a whole number of boxes from 1 to the most a line may hold (0 is not "remove" here: the row has its own
 * button), nothing missing, nothing oversized. A refused quantity keeps its row and what was typed, for the page.
 */
export function readCartForm(kind: 'update' | 'remove', fields: Readonly<Record<string, string | undefined>>): CartFormRead {
  let size = 0;
  for (const name in fields) size += name.length + (fields[name]?.length ?? 0);
  if (size > MOST_FORM_CHARS) return { problem: 'size' };
  const { item, qty } = fields;
  if (typeof item !== 'string' || !ITEM_UID.test(item)) return { problem: 'fields' };
  if (kind === 'remove') return { uid: item, quantity: null };
  if (typeof qty !== 'string') return { problem: 'fields', uid: item };
  const quantity = WHOLE.test(qty.trim()) ? Number(qty.trim()) : NaN;
  if (!(quantity >= 1 && quantity <= MOST_BOXES)) return { problem: 'quantity', uid: item, typed: qty.slice(0, MOST_TYPED) };
  return { uid: item, quantity };
}
