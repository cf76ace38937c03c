// Checks the remotes' GraphQL against the storefront schema (Magento 2.4.7 + backend/schema/extensions.graphql),
// inside the repository: `npm test` runs it, `npm run test:graphql` alone.
//  1. codegen --check: the committed generated types (<remote>/src/gql) are current; codegen also validates
//     every document against the schema while generating.
//  2. graphql-js `validate` of each operation with the fragments it spreads, reported as file:line.
//     (Result and variables types need no check: a remote's `graphql(…)` takes them from codegen by the document's
//     own text, and tsc fails on text codegen has not seen.)
//  3. The report of what the operations use beyond Magento 2.4.7: what a real Magento needs as a custom module.
//  4. The generated code stays types only (scripts/graphql/typesPreset.mjs): at most GENERATED_LINES in all remotes.
// `--report` prints only the report.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, validate, visit } from 'graphql';
import { storefrontSchemas } from './graphql/storefrontSchema.mjs';
import { extensionsUsed, formatReport } from './graphql/extensionReport.mjs';
import { documentsOf, gqlFiles } from './graphql/documents.mjs';
import { REMOTES } from './ports.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const reportOnly = process.argv.includes('--report');
const problems = [];

if (!reportOnly) {
  const codegen = spawnSync(path.join(root, 'node_modules/.bin/graphql-codegen'), ['--config', 'codegen.mjs', '--check', '--errors-only'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (codegen.status !== 0) {
    process.stdout.write(codegen.stdout);
    process.stderr.write(codegen.stderr);
    problems.push('generated types are stale or a document is invalid: run `npm run codegen` and commit <remote>/src/gql');
  }
}

// Types for every operation take ~3,200 lines; the documents printed again in them took ~3,400 more.
const GENERATED_LINES = 4000;
const generatedLines = Object.values(REMOTES)
  .flatMap((remote) => readdirSync(path.join(root, remote, 'src/gql')).map((file) => path.join(root, remote, 'src/gql', file)))
  .reduce((lines, file) => lines + readFileSync(file, 'utf8').split('\n').length - 1, 0);
if (!reportOnly && generatedLines > GENERATED_LINES)
  problems.push(`generated GraphQL code is ${generatedLines} lines (at most ${GENERATED_LINES}): codegen writes types, not documents`);

const { magento, storefront } = storefrontSchemas();
const documents = gqlFiles(root).flatMap((file) => documentsOf(root, file));
const fragments = new Map();
for (const d of documents)
  for (const def of d.ast.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

/** The fragments an operation spreads, transitively (they may live in another file of the same remote). */
function withFragments(definition) {
  const needed = new Map();
  const visitFrom = (node) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const fragment = fragments.get(name);
        if (fragment && !needed.has(name)) {
          needed.set(name, fragment);
          visitFrom(fragment);
        }
      },
    });
  visitFrom(definition);
  return { kind: Kind.DOCUMENT, definitions: [definition, ...needed.values()] };
}

const operations = [];
for (const d of documents) {
  for (const def of d.ast.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    const full = withFragments(def);
    operations.push({ ...d, name: def.name?.value ?? '(anonymous)', full });
    for (const error of validate(storefront, full)) problems.push(`${d.file}:${d.line}  ${def.name?.value}  ${error.message}`);
  }
}

const used = extensionsUsed(magento, storefront, operations);
console.log(formatReport(used));
if (reportOnly) process.exit(0);
for (const p of problems) console.error(p);
console.log(`${operations.length} operations in ${new Set(documents.map((d) => d.file)).size} files, ${problems.length} problems`);
process.exit(problems.length ? 1 : 0);
