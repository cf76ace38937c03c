// The contracts between teams as JSON Schema, generated from their TypeScript types (ts-json-schema-generator):
// every bus event's payload (TilesEventMap, shared/src/events/catalogue.ts) and every exposed module's props
// (RemoteModules, shared/src/contracts/remotes.ts), written to shared/src/contracts/schemas/ and committed, so a
// change to a contract shows in review as a change to its schema. Unit tests check what a producer emits and what a
// consumer accepts against these files (shared/src/testing/contracts.ts).
// `npm run contracts` writes them; `npm test` (and every remote's `npm test`) runs `--check`: regenerate and diff.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import tsj from 'ts-json-schema-generator';

const { AnyType, createFormatter, createParser, createProgram, SchemaGenerator, ts } = tsj;
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const outDir = path.join(root, 'shared/src/contracts/schemas');

const CONTRACTS = [
  { file: 'events.schema.json', source: 'shared/src/events/catalogue.ts', type: 'TilesEventMap' },
  { file: 'props.schema.json', source: 'shared/src/contracts/remotes.ts', type: 'RemoteModules' },
];

/**
 * A React node or a function (render props, slots) has no JSON shape: TypeScript checks those props, the schema
 * accepts any value there. Without this the generator spells out React's element internals, which a real element
 * does not match.
 */
class RenderedByReactParser {
  supportsNode(node) {
    if (node.kind === ts.SyntaxKind.FunctionType) return true;
    return ts.isTypeReferenceNode(node) && /(^|\.)ReactNode$/.test(node.typeName.getText());
  }
  createType() {
    return new AnyType();
  }
}

async function generate() {
  // One program for both files: the generator's time is mostly TypeScript reading React's types.
  const sources = CONTRACTS.map((c) => c.source.replace(/^shared\/src\//, '')).join(',');
  const config = {
    path: path.join(root, `shared/src/{${sources}}`),
    skipTypeCheck: true,
    expose: 'export',
    topRef: false,
    jsDoc: 'extended',
    additionalProperties: false,
  };
  const program = createProgram(config);
  const parser = createParser(program, config, (chain) => chain.addNodeParser(new RenderedByReactParser()));
  const generator = new SchemaGenerator(program, parser, createFormatter(config), config);
  const schemas = new Map();
  for (const contract of CONTRACTS) {
    const schema = generator.createSchema(contract.type);
    const target = path.join(outDir, contract.file);
    const head = {
      $comment: `Generated from ${contract.type} (${contract.source}) by scripts/contract-schemas.mjs: run \`npm run contracts\`, do not edit.`,
    };
    const text = JSON.stringify({ ...head, ...schema }, null, 2);
    schemas.set(target, await prettier.format(text, { ...(await prettier.resolveConfig(target)), filepath: target }));
  }
  return schemas;
}

const check = process.argv.includes('--check');
const stale = [];
for (const [target, text] of await generate()) {
  const name = path.relative(root, target);
  if (!check) {
    writeFileSync(target, text);
    console.log(`wrote ${name}`);
  } else if (!existsSync(target) || readFileSync(target, 'utf8') !== text) stale.push(name);
}
if (stale.length) {
  console.error(`Stale contract schemas (a contract type changed): ${stale.join(', ')}. Run \`npm run contracts\` and commit them.`);
  process.exit(1);
}
if (check) console.log('contract schemas are current');
