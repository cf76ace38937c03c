const SKU = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
/** More than any real order line: a value past it is not what our form wrote. */
export const MOST_BOXES = 10_000;

/** The fields of "Add to cart"'s form (AddToCartView), checked like any input from the page; null when not ours. */
export function readAddForm(fields: Readonly<Record<string, string | undefined>>): { sku: string; boxes: number } | null {
  const { sku, qty } = fields;
  const boxes = /^\d{1,5}$/.test(qty ?? '') ? Number(qty) : NaN;
  if (typeof sku !== 'string' || !SKU.test(sku) || !Number.isInteger(boxes) || boxes < 1 || boxes > MOST_BOXES) return null;
  return { sku, boxes };
}
