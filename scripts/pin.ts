// `npm run pin -- <remote> <release-id> [--file remotes.json] [--base URL]`: pins a remote to one release in the
// remotes file the shell runs from (every shell worker picks the change up within seconds, no restart). Roll back =
// pin the previous id (`npm run pin -- <remote> --list` shows the releases, newest first, and the pinned one).
// Without --file: $REMOTES_FILE, else remotes.local.json, created from this machine's configuration on first use
// (`npm start` then runs from it). --base: where the remote's release folders are hosted (default: the remote's
// current host, /releases/, as scripts/serve-static.ts serves them).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localConfig } from '../shell/server/config';
import { ports } from '../shell/server/options';
import { listReleases, pinned, readRelease, writeAtomically } from './releases.mjs';

const root = path.resolve(__dirname, '..');
const { remotes } = JSON.parse(readFileSync(path.join(root, 'shared/src/contracts/remote-list.json'), 'utf8')) as {
  remotes: Record<string, string>;
};
const args = process.argv.slice(2);
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const file = path.resolve(opt('file') ?? process.env.REMOTES_FILE ?? path.join(root, 'remotes.local.json'));
const base = opt('base');
const list = args.includes('--list');
const [given, id] = args.filter((a) => a !== '--list');
// Either spelling: the federation name (mf_cart) or the workspace (mf-cart).
const remote = Object.keys(remotes).find((name) => name === given || remotes[name] === given);
if (!remote || (!id && !list)) {
  console.error('usage: npm run pin -- <remote> <release-id> [--file remotes.json] [--base URL] | npm run pin -- <remote> --list');
  process.exit(2);
}
const releasesDir = path.join(root, 'releases', remotes[remote]);
const config = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : localConfig(ports.shell, true);
if (list) {
  const current = config.pins?.[remote]?.release;
  for (const r of listReleases(releasesDir)) console.log(`${r === current ? '*' : ' '} ${r}`);
  process.exit(0);
}
try {
  const next = pinned(config, remote, readRelease(releasesDir, id), base);
  writeAtomically(file, `${JSON.stringify(next, null, 2)}\n`);
  console.log(`${remote} pinned to ${id} in ${path.relative(process.cwd(), file)}: ${next.remotes[remote]}`);
} catch (err) {
  console.error(`pin: ${(err as Error).message}`);
  process.exit(1);
}
