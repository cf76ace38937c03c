// `npm run release -w <remote>`: builds the remote with its team's own build (browser and server halves) into a staging
// folder and keeps it as an immutable release, `releases/<workspace>/<id>/`. Prints the id as its last line.
// Arguments after `--` go to the build (e.g. `-- --env release=summer-sale`).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRelease } from './releases.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const { remotes } = JSON.parse(readFileSync(path.join(root, 'shared/src/contracts/remote-list.json'), 'utf8'));
const workspace = path.basename(process.cwd());
const remote = Object.keys(remotes).find((name) => remotes[name] === workspace);
if (!remote) {
  console.error('usage: npm run release -w <remote workspace> [-- build arguments]');
  process.exit(2);
}
const { version } = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
const releasesDir = path.join(root, 'releases', workspace);
const staging = path.join(releasesDir, `.staging-${process.pid}`);
// The build label defaults to the version (not the day), so the same code released twice is the same release.
const extra = process.argv.slice(2);
const label = extra.some((a) => a.startsWith('release=')) ? [] : ['--env', `release=${workspace}@${version}`];
const build = spawnSync(
  'npm',
  ['run', 'build', '--', '--env', `outDir=${path.relative(path.join(root, workspace), staging)}`, ...label, ...extra],
  {
    cwd: path.join(root, workspace),
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);
try {
  const record = writeRelease(staging, releasesDir, { remote, version });
  console.log(
    `${remote}: release ${record.id} in ${path.relative(root, path.join(releasesDir, record.id))} (server ${record.server.integrity})`,
  );
  console.log(record.id);
} catch (err) {
  console.error(`release: ${err.message}`);
  process.exit(1);
}
