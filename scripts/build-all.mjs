// Builds the shell and every remote in production mode (one webpack multi-compiler run).
// With --if-stale, skips workspaces whose dist is newer than every input of their build (scripts/buildInputs.mjs);
// --skip ws,ws: workspaces not built at all (remotes a remotes file pins to releases: their dist/ is not served).
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRONTENDS } from './workspaces.mjs';
import { newestInput } from './buildInputs.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const ifStale = process.argv.includes('--if-stale');
const skipAt = process.argv.indexOf('--skip');
const skip = skipAt > 0 ? process.argv[skipAt + 1].split(',') : [];

const stamp = (ws) => path.join(root, ws, 'dist', ws === 'shell' ? 'index.html' : 'mf-manifest.json');
const toBuild = FRONTENDS.filter((ws) => !skip.includes(ws)).filter(
  (ws) => !ifStale || !existsSync(stamp(ws)) || statSync(stamp(ws)).mtimeMs < newestInput(root, ws),
);

if (!toBuild.length) {
  console.log('build: everything is up to date');
  process.exit(0);
}
console.log(`build: ${toBuild.join(', ')}`);
// One build at a time on this machine: concurrent builds would write the same dist folders. The lock holds
// the builder's pid, so a lock left by a build that was killed is taken over instead of waited on.
const lock = path.join(root, '.build-lock');
const holder = () => {
  try {
    return Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    return 0;
  }
};
const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
for (let waited = 0; ; waited += 500) {
  try {
    mkdirSync(lock);
    writeFileSync(path.join(lock, 'pid'), String(process.pid));
    break;
  } catch {
    const pid = holder();
    if (pid && !alive(pid)) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (waited > 600_000) {
      console.error(`build: .build-lock held by pid ${pid} for 10 min`);
      process.exit(1);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
const release = () => rmSync(lock, { recursive: true, force: true });
process.on('exit', release);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));
const webpack = require('webpack');
// A remote's config answers its browser and Node builds (the same two a team's `npm run build` makes): one run for all.
const configs = toBuild.flatMap((ws) => require(path.join(root, ws, 'webpack.config.cjs'))({}, { mode: 'production' }));
webpack(configs, (err, stats) => {
  if (err) {
    console.error(err);
    process.exit(1);
  }
  console.log(stats.toString({ colors: false, all: false, errors: true, warnings: true, assets: false, errorDetails: true }));
  if (stats.hasErrors()) process.exit(1);
  // webpack leaves an unchanged output file alone: a touched input whose build changes nothing would leave the
  // stamp older than it, and every later --if-stale would build again (npm start, each bench's store).
  const now = new Date();
  for (const ws of toBuild) if (existsSync(stamp(ws))) utimesSync(stamp(ws), now, now);
  console.log('build: done');
});
