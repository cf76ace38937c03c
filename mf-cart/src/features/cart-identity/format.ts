import type { MoneyValue } from './types';

/** Money as Indian shoppers read it: ₹1,23,456.00. */
export function formatMoney(money: MoneyValue | null | undefined): string {
  if (!money) return '—';
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: money.currency || 'INR' }).format(money.value);
}

export const formatArea = (sqft: number): string => `${Number(sqft.toFixed(2))} sq.ft`;
