// Proves the repository needs nothing beside it: copies the tracked files (git ls-files) into a fresh temporary
// folder that has no siblings, links node_modules (installed dependencies, not a sibling checkout), and runs the
// GraphQL check there. Also fails when a tracked script or config names a path that climbs out of the repository
// to a folder beside it (such as a `shared` checkout next to this one). In `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const problems = [];

// Every relative path written in a tracked script, config or source must stay inside the repository, resolved from
// the file's folder (`require('../shared/…')`) or, on a line that joins it to the root, from the root.
const RELATIVE = /['"`]((?:\.\.\/)+[^'"`$\s]*)/g;
const FROM_ROOT = /(?:join|resolve)\(\s*root\s*,\s*['"`]((?:\.\.\/)+[^'"`$\s]*)/g;
const inside = (p) => p === root || p.startsWith(root + path.sep);
for (const file of tracked.filter((f) => /\.(mjs|cjs|js|ts|tsx|json)$/.test(f) && !f.includes('/gql/'))) {
  readFileSync(path.join(root, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const outside = [
        ...[...line.matchAll(RELATIVE)].filter(([, rel]) => !inside(path.resolve(root, path.dirname(file), rel))),
        ...[...line.matchAll(FROM_ROOT)].filter(([, rel]) => !inside(path.resolve(root, rel))),
      ];
      for (const [, rel] of outside) problems.push(`${file}:${i + 1} reaches outside the repository: ${rel}`);
    });
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'tiles-standalone-'));
const copy = path.join(dir, 'repo');
try {
  for (const file of tracked) cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // git ls-files in the copy (the check lists documents with it).
  execFileSync('git', ['init', '-q'], { cwd: copy });
  execFileSync('git', ['add', '-A'], { cwd: copy });
  const run = spawnSync(process.execPath, ['scripts/check-graphql.mjs'], { cwd: copy, encoding: 'utf8' });
  if (run.status !== 0) problems.push(`the GraphQL check fails in a copy with no sibling folders:\n${run.stdout}${run.stderr}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
for (const p of problems) console.error(p);
console.log(
  problems.length ? `${problems.length} problems` : `standalone: ${tracked.length} tracked files checked in ${dir} with no sibling folders`,
);
process.exit(problems.length ? 1 : 0);
