import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { formatMessage, SUPPORTED_TYPES, type Values } from '../icu';
import { REMOTE_FOLDERS } from '../../contracts/remotes';

/** icu.ts formats every message of every catalogue exactly as FormatJS's `intl-messageformat` does. */
const root = path.resolve(__dirname, '../../../..');
const LOCALES = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' } as const;

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || !statSync(p).isDirectory()) return [];
    return name === 'i18n'
      ? [
          ...readdirSync(p)
            .filter((f) => /^(en|hi|ta)\.json$/.test(f))
            .map((f) => path.join(p, f)),
          ...catalogueFiles(p),
        ]
      : catalogueFiles(p);
  });
}
const FILES = ['shared', 'shell', ...Object.values(REMOTE_FOLDERS)].flatMap((ws) => catalogueFiles(path.join(root, ws, 'src')));

/** Every value set worth trying: each plural at 0, 1, 2, 5, 21 and 1,23,456; each select at each option and another. */
function valueSets(elements: MessageFormatElement[]): Values[] {
  const choices = new Map<string, (string | number)[]>();
  const walk = (els: MessageFormatElement[]) => {
    for (const e of els) {
      if (e.type === TYPE.argument) choices.set(e.value, choices.get(e.value) ?? ['Asha', 7]);
      if (e.type === TYPE.plural) choices.set(e.value, [0, 1, 2, 5, 21, 123456]);
      if (e.type === TYPE.select) choices.set(e.value, [...Object.keys(e.options), 'something-else']);
      if (e.type === TYPE.plural || e.type === TYPE.select) for (const o of Object.values(e.options)) walk(o.value);
    }
  };
  walk(elements);
  let sets: Values[] = [{}];
  for (const [name, options] of choices) sets = sets.flatMap((s) => options.map((v) => ({ ...s, [name]: v })));
  return sets;
}

it('finds the catalogues', () => {
  expect(FILES.length).toBeGreaterThan(60);
});

it('formats every catalogue message as intl-messageformat does', () => {
  let compared = 0;
  for (const file of FILES) {
    const locale = LOCALES[path.basename(file, '.json') as keyof typeof LOCALES];
    for (const [id, message] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)) {
      const elements = parse(message);
      for (const values of valueSets(elements)) {
        const expected = String(new IntlMessageFormat(message, locale).format(values));
        expect([file, id, values, formatMessage(elements, locale, values)]).toEqual([file, id, values, expected]);
        compared++;
      }
    }
  }
  expect(compared).toBeGreaterThan(2000);
});

it('formats plurals with exact matches and offsets, and refuses a missing value or an unsupported element', () => {
  const boxes = parse('{n, plural, offset:1 =0 {none} one {# more box} other {# more boxes}}');
  expect(formatMessage(boxes, 'en-IN', { n: 0 })).toBe('none');
  expect(formatMessage(boxes, 'en-IN', { n: 2 })).toBe('1 more box');
  expect(formatMessage(boxes, 'en-IN', { n: 123457 })).toBe('1,23,456 more boxes');
  expect(() => formatMessage(boxes, 'en-IN', {})).toThrow('"n"');
  expect(() => formatMessage(parse('{n, number}'), 'en-IN', { n: 1 })).toThrow('not supported');
  expect(SUPPORTED_TYPES).toEqual([TYPE.literal, TYPE.argument, TYPE.select, TYPE.plural, TYPE.pound]);
});
