/** Extra area bought to cover cutting and breakage; shown to the shopper next to the box count. */
export const WASTAGE = 0.1;

export type QuantityMode = 'boxes' | 'area';

export interface QuantityPlan {
  boxes: number;
  /** Area the boxes cover. */
  coveredSqft: number;
  /** Area asked for plus the wastage allowance (area mode only). */
  neededSqft: number | null;
}

/** Whole boxes for an entry; null when the entry is not a positive number. */
export function planQuantity(mode: QuantityMode, raw: string, sqftPerBox: number): QuantityPlan | null {
  const value = Number(raw);
  if (!raw.trim() || !Number.isFinite(value) || value <= 0) return null;
  if (mode === 'boxes') {
    if (!Number.isInteger(value)) return null;
    return { boxes: value, coveredSqft: value * sqftPerBox, neededSqft: null };
  }
  const needed = value * (1 + WASTAGE);
  // Rounded to 6 places first so 15.5 × 1.1 style float noise never buys an extra box.
  const boxes = Math.max(1, Math.ceil(Number((needed / sqftPerBox).toFixed(6))));
  return { boxes, coveredSqft: boxes * sqftPerBox, neededSqft: needed };
}
