// After `npm install`: native add-ons must match the Node that runs the store (the `node` dev dependency, first on
// every npm script's PATH), not the machine's own Node that ran npm. better-sqlite3 is built from source here (its
// prebuilt binaries come from outside the npm registry), so when it was built for another Node it is rebuilt
// against this Node's headers, which the `node` package carries.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Whether better-sqlite3 opens a database on this Node (in a child: a process keeps the first add-on it loaded). */
function loads() {
  const probe = spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { cwd: root, encoding: 'utf8' });
  return probe.status === 0;
}

/** The folder holding include/node/node.h of the Node running this script. */
function headersDir() {
  // The runtime's own folder, the platform package beside it (an optional dependency: npm prunes the copy that the
  // `node` package installs for itself), or that copy while it is there.
  const candidates = [
    path.resolve(process.execPath, '../..'),
    path.join(root, 'node_modules'),
    path.join(root, 'node_modules/node/node_modules'),
  ];
  for (const dir of candidates) {
    if (existsSync(path.join(dir, 'include/node/node.h'))) return dir;
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((n) => n.startsWith('node-')))
      if (existsSync(path.join(dir, name, 'include/node/node.h'))) return path.join(dir, name);
  }
  return null;
}

if (!loads()) {
  const nodedir = headersDir();
  if (!nodedir) {
    console.error(`[native-modules] better-sqlite3 does not load on Node ${process.version} and no headers were found to rebuild it.`);
    process.exit(1);
  }
  console.log(`[native-modules] rebuilding better-sqlite3 for Node ${process.version} (headers: ${path.relative(root, nodedir)})`);
  const npm = process.env.npm_execpath;
  const [command, args] = npm ? [process.execPath, [npm, 'rebuild', 'better-sqlite3']] : ['npm', ['rebuild', 'better-sqlite3']];
  const built = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, npm_config_nodedir: nodedir } });
  if (built.status !== 0 || !loads()) {
    console.error('[native-modules] better-sqlite3 could not be rebuilt for this Node.');
    process.exit(1);
  }
}
