import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { writeNumber } from './digits';

/**
 * Formats a message FormatJS's parser has already parsed (at build time: shared/build/messages-loader.cjs), the way
 * `intl-messageformat` would. The catalogues use four kinds of element: text, `{name}`, `{n, plural, …}` with `#`,
 * and `{x, select, …}`; the loader fails the build on any other kind (number, date, time, tags), so this is all the
 * page needs. Why not `intl-messageformat` itself: it is 2.4 KB gzip on every page's first load, English included,
 * for features no catalogue uses (__tests__/icu.test.ts formats every catalogue message with both and compares).
 */
export type Values = Record<string, string | number | boolean | null | undefined | Date>;

/** FormatJS's `TYPE` numbers (the enum itself would bring its module along). */
const LITERAL = 0,
  ARGUMENT = 1,
  SELECT = 5,
  PLURAL = 6,
  POUND = 7;
export const SUPPORTED_TYPES = [LITERAL, ARGUMENT, SELECT, PLURAL, POUND];

const plurals = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();
const cached = <T>(map: Map<string, T>, key: string, make: () => T): T => {
  let value = map.get(key);
  if (!value) map.set(key, (value = make()));
  return value;
};

const has = (options: object, key: string) => Object.prototype.hasOwnProperty.call(options, key);

export function formatMessage(elements: MessageFormatElement[], locale: string, values: Values = {}, pound?: number): string {
  let out = '';
  for (const el of elements) {
    if (el.type === LITERAL) out += el.value;
    else if (el.type === POUND) {
      // Intl's default: up to three decimals (written without Intl where it can: digits.ts).
      if (typeof pound === 'number')
        out += writeNumber(pound, 0, 3) ?? cached(numbers, locale, () => new Intl.NumberFormat(locale)).format(pound);
    } else if (el.type === ARGUMENT || el.type === SELECT || el.type === PLURAL) {
      if (!has(values, el.value)) throw new Error(`The message needs a value for "${el.value}"`);
      const value = values[el.value];
      if (el.type === ARGUMENT) out += typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      else if (el.type === SELECT) {
        const option = (has(el.options, String(value)) ? el.options[String(value)] : undefined) ?? el.options.other;
        out += formatMessage(option.value, locale, values);
      } else {
        const n = Number(value) - (el.offset || 0);
        const exact = `=${String(value)}`;
        const type = el.pluralType ?? 'cardinal';
        const rules = cached(plurals, `${locale} ${type}`, () => new Intl.PluralRules(locale, { type }));
        const rule = has(el.options, exact) ? exact : rules.select(n);
        const option = (has(el.options, rule) ? el.options[rule] : undefined) ?? el.options.other;
        out += formatMessage(option.value, locale, values, n);
      }
    } else throw new Error(`Message element of kind ${el.type} is not supported`);
  }
  return out;
}
