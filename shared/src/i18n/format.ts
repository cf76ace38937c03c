import { writeNumber } from './digits';
import { currentLanguage, LANGUAGES, type LanguageCode } from './locale';

/**
 * Numbers, money and dates in the page language with Indian digit grouping (1,23,456). Rupees and plain numbers are
 * written without `Intl` (digits.ts: its first use is a long task on a phone), in Intl's own form.
 */
const cache = new Map<string, Intl.NumberFormat>();
const localeOf = (code: LanguageCode): string => LANGUAGES.find((l) => l.code === code)!.speech;

function numberFormat(code: LanguageCode, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${code} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(localeOf(code), options)));
  return format;
}

/** The one price formatter of the store: ₹1,23,456.50 (`currency` comes from the store's answer: INR). */
export function formatPrice(value: number, currency = 'INR', code: LanguageCode = currentLanguage().code): string {
  return (currency === 'INR' ? writeNumber(value, 2, 2, '₹') : null) ?? numberFormat(code, { style: 'currency', currency }).format(value);
}

/** A plain number with up to two decimals (areas, quantities): 1,234.5. */
export function formatNumber(value: number, code: LanguageCode = currentLanguage().code): string {
  return writeNumber(value, 0, 2) ?? numberFormat(code, { maximumFractionDigits: 2 }).format(value);
}

/** A date as shoppers read it in their language: 23 Nov 2026, 23 नव॰ 2026. */
export function formatDate(value: Date | string | number, code: LanguageCode = currentLanguage().code): string {
  return new Intl.DateTimeFormat(localeOf(code), { dateStyle: 'medium' }).format(new Date(value));
}
