import { addToCart } from './productAdds';

const SKU = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** More than any real order line: a value past it is not what our form wrote. */
const MOST_BOXES = 10_000;

/** The fields of "Add to cart"'s form (AddToCartView), checked like any input from the page; null when not ours. */
export function readAddForm(fields: FormData): { sku: string; boxes: number } | null {
  const sku = fields.get('sku');
  const boxes = Number(fields.get('qty'));
  if (typeof sku !== 'string' || !SKU.test(sku) || !Number.isInteger(boxes) || boxes < 1 || boxes > MOST_BOXES) return null;
  return { sku, boxes };
}

/** The form's action: what "Add to cart" sent before this module was live is added now, once. */
export async function addFromForm(fields: FormData): Promise<void> {
  const asked = readAddForm(fields);
  if (asked) await addToCart(asked.sku, asked.boxes);
}
