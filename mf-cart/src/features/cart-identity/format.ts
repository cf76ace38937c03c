import { formatNumber, formatPrice } from '@tiles/shared';
import type { MoneyValue } from './types';
import { unitMessages } from './i18n/messages';

/** Money as the store answers it (value + currency), through the store's one price formatter: ₹1,23,456.00. */
export function formatMoney(money: MoneyValue | null | undefined): string {
  return money?.value != null ? formatPrice(money.value, money.currency || 'INR') : '—';
}

/** Areas, box and sample counts in the page language ("15.5 sq.ft", "9 boxes", "2 samples"). */
export function useUnits() {
  const t = unitMessages.useT();
  return {
    area: (sqft: number) => t('area', { sqft: formatNumber(Number(sqft.toFixed(2))) }),
    boxes: (count: number) => t('boxes', { count }),
    samples: (count: number) => t('samples', { count }),
    /** The word a sample line carries beside its name ("Sample"). */
    sample: () => t('sample'),
  };
}
