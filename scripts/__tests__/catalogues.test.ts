import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { REMOTE_FOLDERS } from '@tiles/shared/src/contracts/remotes';

/**
 * Every team's message catalogues (`<remote>/src/**\/i18n/{en,hi,ta}.json`): the same ids in all three
 * languages, every message valid ICU with the same arguments as English, and Hindi and Tamil actually written
 * in Devanagari and Tamil script (an English copy left in a translation fails here).
 */
const root = path.resolve(__dirname, '../..');
const WORKSPACES = ['shared', 'shell', ...Object.values(REMOTE_FOLDERS)];
const SCRIPT = { hi: /[\u0900-\u097F]/, ta: /[\u0B80-\u0BFF]/ } as const;

function catalogueFolders(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || !statSync(p).isDirectory()) continue;
    if (name === 'i18n' && readdirSync(p).includes('en.json')) found.push(p);
    found.push(...catalogueFolders(p));
  }
  return found;
}

/** Argument names with their kind (plural, select, plain...), the part of a message translations must keep. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.literal || e.type === TYPE.pound) continue;
    into.add(`${e.value}:${e.type}`);
    if (e.type === TYPE.plural || e.type === TYPE.select) for (const o of Object.values(e.options)) argumentsOf(o.value, into);
    if (e.type === TYPE.tag) argumentsOf(e.children, into);
  }
  return into;
}

/** The words a shopper reads (literal text), without arguments: what must be in the page's script. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((e) =>
      e.type === TYPE.literal
        ? e.value
        : e.type === TYPE.plural || e.type === TYPE.select
          ? Object.values(e.options)
              .map((o) => literalText(o.value))
              .join(' ')
          : e.type === TYPE.tag
            ? literalText(e.children)
            : '',
    )
    .join(' ');
}

const folders = WORKSPACES.flatMap((ws) => catalogueFolders(path.join(root, ws, 'src')));
const read = (folder: string, lang: string): Record<string, string> => JSON.parse(readFileSync(path.join(folder, `${lang}.json`), 'utf8'));

it('finds the catalogues', () => {
  expect(folders.length).toBeGreaterThan(3);
});

describe.each(folders.map((f) => [path.relative(root, f), f]))('%s', (_name, folder) => {
  const en = read(folder, 'en');
  it.each(['hi', 'ta'] as const)('%s has every English id, no other, the same arguments, in its own script', (lang) => {
    const other = read(folder, lang);
    expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
    const problems: string[] = [];
    for (const [id, message] of Object.entries(en)) {
      const source = parse(message);
      const translated = parse(other[id]);
      if ([...argumentsOf(source)].sort().join() !== [...argumentsOf(translated)].sort().join())
        problems.push(`${id}: arguments differ from English`);
      const words = literalText(translated);
      if (/[A-Za-z]{2}/.test(literalText(source)) && !SCRIPT[lang].test(words) && !/^[\s\d%:.,()/+·|—“”‘’'"-]*$/.test(words))
        problems.push(`${id}: not translated ("${other[id]}")`);
    }
    expect(problems).toEqual([]);
  });
});
