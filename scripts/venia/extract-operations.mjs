// Writes backend/src/__tests__/venia/operations.json: every GraphQL operation of Magento's PWA Studio storefront
// (Venia), taken from the npm packages it ships in, each with the fragments it spreads. The store's tests check them
// against the served schema and run a Venia shopper's journey with them. Run again to move to other Venia versions:
//   node scripts/venia/extract-operations.mjs [@magento/venia-ui@11.5.0] [@magento/peregrine@14.5.1]
// (needs the npm registry; the tests need only the written file), then `npx prettier --write` the file.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Kind, parse, print, visit } from 'graphql';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const packages = process.argv.slice(2).length ? process.argv.slice(2) : ['@magento/venia-ui@11.5.0', '@magento/peregrine@14.5.1'];
const work = mkdtempSync(path.join(tmpdir(), 'venia-'));

/** Unpacks each package tarball from the registry; returns name → folder. */
function unpack() {
  const folders = {};
  for (const spec of packages) {
    const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', work], { cwd: work, encoding: 'utf8' }).trim();
    const name = spec.replace(/@[^@/]+$/, '');
    const dir = path.join(work, name.replace('/', '__'));
    mkdirSync(dir);
    execFileSync('tar', ['xzf', path.join(work, tarball), '-C', dir]);
    folders[name] = path.join(dir, 'package');
  }
  return folders;
}

const gqlFiles = (dir) =>
  readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.gql.js') && !f.includes('__tests__') && !f.includes('__mocks__'))
    .map((f) => path.join(dir, f));

/** The `gql` tag as plain text: interpolated fragments are spliced in as their source. */
const GQL_AS_TEXT =
  'export const gql = (s, ...v) => s.reduce((a, p, i) => a + p + (i < v.length ? String(v[i]) : ""), ""); export default gql;';

async function documentsOf(file, folders) {
  const out = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    logLevel: 'silent',
    plugins: [
      {
        name: 'venia-resolve',
        setup(b) {
          b.onResolve({ filter: /^(@apollo\/client|graphql-tag)$/ }, () => ({ path: 'gql', namespace: 'gql-text' }));
          b.onLoad({ filter: /.*/, namespace: 'gql-text' }, () => ({ contents: GQL_AS_TEXT, loader: 'js' }));
          // Venia's build picks a module's Open Source (`.ce.js`) or Adobe Commerce (`.ee.js`) twin: Open Source here.
          b.onResolve({ filter: /^\.\.?\// }, (args) => {
            const base = path.resolve(args.resolveDir, args.path);
            return existsSync(`${base}.ce.js`) ? { path: `${base}.ce.js` } : undefined;
          });
          // Browser storage, read by one document at load (the saved currency): empty here.
          b.onResolve({ filter: /^@magento\/peregrine\/lib\/util$/ }, () => ({ path: 'util', namespace: 'no-storage' }));
          b.onLoad({ filter: /.*/, namespace: 'no-storage' }, () => ({
            contents: 'export class BrowserPersistence { getItem() { return null; } }',
            loader: 'js',
          }));
          b.onResolve({ filter: /^@magento\/(peregrine|venia-ui)\// }, (args) => {
            const [, pkg, rest] = /^(@magento\/[^/]+)\/(.*)$/.exec(args.path);
            const base = path.join(folders[pkg], rest);
            return { path: createRequire(file).resolve(base.endsWith('.js') ? base : `${base}.js`) };
          });
        },
      },
    ],
  });
  const mod = { exports: {} };
  new Function('module', 'exports', 'require', out.outputFiles[0].text)(mod, mod.exports, createRequire(file));
  const values = [];
  const walk = (v) => {
    if (typeof v === 'string') values.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(mod.exports);
  return values;
}

/** One operation with each fragment it needs once (interpolation repeats shared fragments). */
function operationsIn(text) {
  let doc;
  try {
    doc = parse(text, { noLocation: true });
  } catch {
    return [];
  }
  const fragments = new Map(doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  return doc.definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((op) => {
      const needed = new Map();
      const collect = (node) =>
        visit(node, {
          FragmentSpread(spread) {
            const fragment = fragments.get(spread.name.value);
            if (!fragment || needed.has(spread.name.value)) return;
            needed.set(spread.name.value, fragment);
            collect(fragment);
          },
        });
      collect(op);
      return { name: op.name?.value ?? '(anonymous)', document: [op, ...needed.values()].map((d) => print(d)).join('\n\n') };
    });
}

const folders = unpack();
const operations = new Map();
for (const [pkg, dir] of Object.entries(folders)) {
  for (const file of gqlFiles(dir)) {
    for (const text of await documentsOf(file, folders)) {
      for (const op of operationsIn(text)) {
        const source = `${pkg}/${path.relative(dir, file)}`;
        const key = `${op.name}\n${op.document}`;
        if (!operations.has(key)) operations.set(key, { ...op, source });
      }
    }
  }
}
const list = [...operations.values()].sort((a, b) => a.name.localeCompare(b.name) || a.source.localeCompare(b.source));
const target = path.join(root, 'backend/src/__tests__/venia/operations.json');
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify({ packages, operations: list }, null, 2)}\n`);
console.log(`${list.length} operations from ${packages.join(', ')} → ${path.relative(root, target)}`);
