import type { AddToCartProps } from './remotes';

/**
 * AddToCartProps from data that crossed a boundary as text (a catalogue server render's placeholder, read by the
 * shell's server): the fields the contract names, with their types, or null. Nothing else is passed on.
 */
export function parseAddToCartProps(value: unknown): AddToCartProps | null {
  if (typeof value !== 'object' || value === null) return null;
  const { sku, name, sqftPerBox, boxes, withQuantity } = value as Record<string, unknown>;
  if (typeof sku !== 'string' || !sku || typeof name !== 'string') return null;
  if (typeof sqftPerBox !== 'number' || !Number.isFinite(sqftPerBox)) return null;
  if (boxes !== undefined && (typeof boxes !== 'number' || !Number.isFinite(boxes))) return null;
  if (withQuantity !== undefined && typeof withQuantity !== 'boolean') return null;
  return {
    sku,
    name,
    sqftPerBox,
    ...(boxes !== undefined ? { boxes } : {}),
    ...(withQuantity !== undefined ? { withQuantity } : {}),
  };
}
