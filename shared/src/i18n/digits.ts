/**
 * Numbers as the store writes them in all three languages (Latin digits, Indian grouping: 12,34,567.5), without
 * `Intl`: a page's first `Intl.NumberFormat` loads the locale's number data, one 150-250 ms task on a phone-speed
 * CPU (4x slowdown, Chromium), on every page that shows a price. The output is Intl's own for en-IN, hi-IN and ta-IN
 * (__tests__/digits.test.ts compares them); values Intl writes differently (1e21, NaN) are left to it.
 */

/** `abs` rounded half away from zero on its shortest decimal form, as Intl does (1.005 → 1.01, not 1.00). */
function decimalParts(abs: number, minFraction: number, maxFraction: number): [string, string] | null {
  const text = String(abs);
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  let [int, fraction = ''] = text.split('.') as [string, string?];
  if (fraction.length > maxFraction) {
    const up = fraction.charCodeAt(maxFraction) >= 53; // '5'
    fraction = fraction.slice(0, maxFraction);
    if (up) {
      const digits = `${int}${fraction}`;
      let i = digits.length - 1;
      while (i >= 0 && digits[i] === '9') i--;
      const carried = (i < 0 ? '1' : digits.slice(0, i) + String(Number(digits[i]) + 1)) + '0'.repeat(digits.length - 1 - i);
      int = carried.slice(0, carried.length - fraction.length);
      fraction = carried.slice(carried.length - fraction.length);
    }
  }
  return [int, fraction.replace(/0+$/, '').padEnd(minFraction, '0')];
}

/** 1234567 → 12,34,567: the last three digits, then twos. */
const indianGroups = (int: string): string =>
  int.length <= 3 ? int : `${int.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${int.slice(-3)}`;

/** `value` with `prefix` after the sign (₹), or null where Intl must write it. */
export function writeNumber(value: number, minFraction: number, maxFraction: number, prefix = ''): string | null {
  const parts = Number.isFinite(value) ? decimalParts(Math.abs(value), minFraction, maxFraction) : null;
  if (!parts) return null;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${prefix}${indianGroups(parts[0])}${parts[1] ? `.${parts[1]}` : ''}`;
}
