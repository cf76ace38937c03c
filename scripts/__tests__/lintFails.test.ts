import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository's own lint and format checks fail where issue 20 says they must: on a cycle between files, on a
 * feature importing a feature above it (the way feature cycles start), on a second writer of the pincode cookie,
 * and on an unformatted file. The fixtures are committed under `__lint-fixtures__/`, which `npx eslint .` skips;
 * here the CLIs that `npm test` runs check them with the repository's own configuration.
 */
const root = path.resolve(__dirname, '../..');
const fixtures = 'mf-header/src/features/mega-menu/__lint-fixtures__';
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/** ESLint's findings for a file (`--no-ignore`: fixtures are skipped otherwise), or for text given a file name. */
function lint(file: string, text?: string): string[] {
  const args = ['--format', 'json', '--no-ignore', ...(text === undefined ? [file] : ['--stdin', '--stdin-filename', file])];
  const run = spawnSync(bin('eslint'), args, { cwd: root, input: text, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[];
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

/** Whether `prettier --check` accepts the text as the file it names. */
function formatted(file: string, text: string): boolean {
  return spawnSync(bin('prettier'), ['--check', '--stdin-filepath', file], { cwd: root, input: text, encoding: 'utf8' }).status === 0;
}

jest.setTimeout(120_000);

test('two files importing each other fail import-x/no-cycle', () => {
  for (const file of ['cycle/first.ts', 'cycle/second.ts'])
    expect(lint(`${fixtures}/${file}`)).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle detected/)]);
});

test('a feature importing one of a higher layer fails (mega-menu → header, while header shows the menu)', () => {
  expect(lint(`${fixtures}/upward.ts`)).toEqual([
    expect.stringMatching(/^import-x\/no-restricted-paths: .*mf-header\/src\/features\/mega-menu may import only from lower layers/),
  ]);
});

test('peers of one layer may not import each other; a lower layer may be imported', () => {
  const file = 'mf-header/src/features/content-nav/Fixture.ts';
  expect(
    lint(file, "import { CategorySlider } from '../category-slider/CategorySlider';\n\nexport const peer = CategorySlider;\n"),
  ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: /)]);
  expect(lint(file, "import { Chevron } from '../../ui/Chevron';\n\nexport const below = Chevron;\n")).toEqual([]);
});

test('a second writer of the pincode cookie fails pincode/one-cookie-writer', () => {
  expect(lint(`${fixtures}/pincodeWriter.ts`)).toEqual([expect.stringMatching(/^pincode\/one-cookie-writer: /)]);
});

test('an unformatted file fails the format step of npm test (prettier --check)', () => {
  expect(readFileSync(path.join(root, 'scripts/test-all.mjs'), 'utf8')).toMatch(/step\('format', bin\('prettier'\), \['--check', '\.'/);
  const file = `${fixtures}/upward.ts`;
  const source = readFileSync(path.join(root, file), 'utf8');
  expect(formatted(file, source)).toBe(true);
  expect(
    formatted(
      file,
      source.replace("import { SiteHeader } from '../../header/SiteHeader';", 'import {SiteHeader} from "../../header/SiteHeader"'),
    ),
  ).toBe(false);
});
