// What a production build of a workspace reads, for build-all's --if-stale: the whole workspace folder
// (src with its i18n catalogues, federation.config.cjs, webpack.config.cjs, public/index.html, package.json),
// all of shared/ (its src, the webpack factory in shared/build, the JSON it reads), the root tsconfig and
// package files, and the build scripts themselves. Left out: dist, node_modules, tests, and shell/server (run from
// source by tsx, never bundled).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SKIPPED = new Set(['node_modules', 'dist', '__tests__', '.bench', 'test-results']);
const ROOT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build-all.mjs',
  'scripts/buildInputs.mjs',
  'scripts/workspaces.mjs',
];

/** The newest modification time under `target` (a file or a folder), skipping build output, tests and `skip`. */
function newest(target, skip = new Set()) {
  if (!existsSync(target) || skip.has(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = 0;
  for (const e of readdirSync(target, { withFileTypes: true })) {
    if (!SKIPPED.has(e.name)) t = Math.max(t, newest(path.join(target, e.name), skip));
  }
  return t;
}

/** The newest time of any input of `ws`'s build. */
export function newestInput(root, ws) {
  const skip = new Set([path.join(root, 'shell', 'server')]);
  return Math.max(
    newest(path.join(root, ws), skip),
    newest(path.join(root, 'shared'), skip),
    ...ROOT_FILES.map((f) => newest(path.join(root, f))),
  );
}
