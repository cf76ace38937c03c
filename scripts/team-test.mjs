// A team's loop, `npm test -w <remote>` (each remote's package.json runs this from its folder): that remote's lint,
// format, typecheck (its own tsconfig.json: its sources and what they import of shared), the contract schemas
// being current, and its unit tests with the contract tests of shared. Builds nothing and starts no store: a few
// minutes at most. The whole store's `npm test` adds the other workspaces, the build, budgets and e2e.
// Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const remote = path.basename(process.cwd());
const { remotes } = JSON.parse(readFileSync(path.join(root, 'shared/src/contracts/remote-list.json'), 'utf8'));
if (!Object.values(remotes).includes(remote)) {
  console.error(`${remote} is not a remote (shared/src/contracts/remote-list.json): run this as \`npm test -w <remote>\`.`);
  process.exit(2);
}
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const report = path.join(root, 'test-results', `unit-${remote}.json`);
mkdirSync(path.dirname(report), { recursive: true });
const failedSteps = [];

function step(name, command, args) {
  console.log(`\n=== ${remote}: ${name} ===`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) failedSteps.push(name);
}

step('lint', bin('eslint'), [remote, '--max-warnings=0']);
step('format', bin('prettier'), ['--check', remote, '--log-level', 'warn']);
step('typecheck', bin('tsc'), ['-p', `${remote}/tsconfig.json`]);
step('contract schemas', process.execPath, ['scripts/contract-schemas.mjs', '--check']);
// The remote's tests, where every event published is checked against the contract (jest.setup.ts), and the
// contract's own tests: what producers may send and what consumers must refuse.
step('unit and contract tests', bin('jest'), [
  '--ci',
  '--selectProjects=web',
  `--outputFile=${report}`,
  '--json',
  `/${remote}/`,
  'shared/src/testing/__tests__/contracts',
  'shared/src/contracts/__tests__/',
]);

const unit = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
const passed = unit?.numPassedTests ?? 0;
const failed = (unit?.numFailedTests ?? 0) + failedSteps.filter((s) => s !== 'unit and contract tests').length;
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
