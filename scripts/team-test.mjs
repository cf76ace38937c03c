// A team's loop, `npm test -w <remote>` (each remote's package.json runs this from its folder): that remote's lint,
// format, typecheck (its own tsconfig.json: its sources and what they import of shared), the contract schemas
// being current, its unit tests with the contract tests of shared, then the cross-remote flows that touch it with its
// fresh build in place of its pinned release (scripts/team-flows.mjs; `npm test -w <remote> -- --quick` skips them).
// The whole store's `npm test` adds the other workspaces, the build, budgets and the whole e2e suite.
// Ends with the time of each step and one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crossRemoteFlows } from './team-flows.mjs';

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
const quick = process.argv.includes('--quick');
const times = [];

function timed(name, run) {
  console.log(`\n=== ${remote}: ${name} ===`);
  const start = Date.now();
  const result = run();
  times.push(`${name}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  return result;
}
function step(name, command, args) {
  const r = timed(name, () => spawnSync(command, args, { cwd: root, stdio: 'inherit' }));
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

const flows = quick ? null : await crossRemoteFlows(remote, timed);
if (flows && !flows.ok) failedSteps.push('cross-remote flows');
if (flows?.reason) console.error(`\n${remote}: cross-remote flows not run: ${flows.reason}`);

const unit = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : null;
const passed = (unit?.numPassedTests ?? 0) + (flows?.passed ?? 0);
const steps = failedSteps.filter((s) => s !== 'unit and contract tests' && !(s === 'cross-remote flows' && flows?.failed));
const failed = (unit?.numFailedTests ?? 0) + (flows?.failed ?? 0) + steps.length;
console.log(`\n${times.join('\n')}`);
if (quick) console.log('cross-remote flows skipped (--quick)');
else if (flows?.skipped) console.log(`cross-remote flows: ${flows.skipped} skipped (their reasons in the report)`);
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
