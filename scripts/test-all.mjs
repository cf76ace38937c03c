// `npm test`: lint, typecheck, GraphQL (generated types current, operations valid), contract schemas current, a copy with no sibling folders, unit tests, production build, byte budgets, e2e.
// Ends with one line "N passed, N failed" summing unit and e2e tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
mkdirSync(path.join(root, 'test-results'), { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);
let failedSteps = [];

function step(name, command, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) failedSteps.push(name);
  return r.status === 0;
}

// The store runs on the Node of the `node` dev dependency (package.json `engines`), whatever Node ran npm.
const { engines } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const wantedMajor = Number(/\d+/.exec(engines.node)[0]);
console.log(`Node ${process.version} (package.json engines: ${engines.node})`);
if (Number(process.versions.node.split('.')[0]) !== wantedMajor) {
  console.log(`=== runtime ===\nNode ${process.version} is not the store's runtime: run \`npm install\` first, then \`npm test\`.`);
  failedSteps.push('runtime');
}

step('lint', bin('eslint'), ['.', '--max-warnings=0']);
step('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
step('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);
step('graphql', process.execPath, ['scripts/check-graphql.mjs']);
step('contract schemas', process.execPath, ['scripts/contract-schemas.mjs', '--check']);
step('standalone', process.execPath, ['scripts/check-standalone.mjs']);
step('unit tests', bin('jest'), ['--ci', '--json', '--outputFile=test-results/unit.json']);
const built = step('build', process.execPath, ['scripts/build-all.mjs', '--if-stale']);
if (existsSync(path.join(root, 'scripts/budgets.mjs'))) step('byte budgets', process.execPath, ['scripts/budgets.mjs']);
if (built) step('e2e', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { CI: process.env.CI ?? '1' });

let passed = 0;
let failed = 0;
const read = (f) => (existsSync(f) ? JSON.parse(readFileSync(f, 'utf8')) : null);
const unit = read(path.join(root, 'test-results/unit.json'));
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
}
const e2e = read(path.join(root, 'test-results/e2e.json'));
if (e2e) {
  passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected;
}
failed += failedSteps.filter((s) => s !== 'unit tests' && s !== 'e2e').length;
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
