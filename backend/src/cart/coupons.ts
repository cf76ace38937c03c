import type { Db } from '../store/db';
import { round2 } from './pricing';

export interface Coupon {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  label: string;
  min_subtotal: number;
  active: number;
}

export function couponByCode(db: Db, code: string): Coupon | undefined {
  return db.prepare('SELECT * FROM coupons WHERE code = ? AND active = 1').get(code.trim()) as Coupon | undefined;
}

/** A coupon counts only while its conditions hold; like a Magento rule, it silently stops applying otherwise. */
export const couponApplies = (coupon: Coupon, subtotal: number) => subtotal > 0 && subtotal >= coupon.min_subtotal;

/** Discount per line (same order as rowTotals); a fixed amount is split by row share and never exceeds the subtotal. */
export function lineDiscounts(coupon: Coupon, rowTotals: number[]): number[] {
  const subtotal = round2(rowTotals.reduce((s, r) => s + r, 0));
  if (coupon.kind === 'percent') return rowTotals.map((r) => round2((r * coupon.amount) / 100));
  const total = Math.min(coupon.amount, subtotal);
  const shares = rowTotals.map((r) => round2((total * r) / subtotal));
  // Rounding leftovers go to the last line so the lines add up to the exact discount.
  if (shares.length) shares[shares.length - 1] = round2(shares[shares.length - 1] + total - shares.reduce((s, x) => s + x, 0));
  return shares;
}
