// `npm run pin -- <remote> <release-id> [--file remotes.json] [--base URL]`: pins a remote to one release in the
// remotes file the shell runs from (every shell worker picks the change up within seconds, no restart). Roll back =
// pin the previous id (`npm run pin -- <remote> --list` shows the releases, newest first, and the pinned one).
// `npm run pin -- <remote> [<release-id>] --canary <id> --percent N [--min-pages N] [--margin R]`: tries a candidate
// on N % of shoppers beside the pinned release; the shell withdraws it by itself if it fails more (shell/server/canary.ts).
// Pinning the candidate's id promotes it; pinning any id ends the trial.
// Without --file: $REMOTES_FILE, else remotes.local.json, created from this machine's configuration on first use
// (`npm start` then runs from it). --base: where the remote's release folders are hosted (default: the remote's
// current host, /releases/, as scripts/serve-static.ts serves them).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localConfig } from '../shell/server/config';
import { ports } from '../shell/server/options';
import { listReleases, pinned, readRelease, withCanary, writeAtomically } from './releases.mjs';

const root = path.resolve(__dirname, '..');
const { remotes } = JSON.parse(readFileSync(path.join(root, 'shared/src/contracts/remote-list.json'), 'utf8')) as {
  remotes: Record<string, string>;
};
const args = process.argv.slice(2);
const num = (value?: string) => (value === undefined ? undefined : Number(value));
const opt = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const file = path.resolve(opt('file') ?? process.env.REMOTES_FILE ?? path.join(root, 'remotes.local.json'));
const base = opt('base');
const candidate = opt('canary');
const trial = { percent: Number(opt('percent')), minPages: num(opt('min-pages')), margin: num(opt('margin')) };
const list = args.includes('--list');
const [given, id] = args.filter((a) => a !== '--list');
// Either spelling: the federation name (mf_cart) or the workspace (mf-cart).
const remote = Object.keys(remotes).find((name) => name === given || remotes[name] === given);
if (!remote || (!id && !list && !candidate)) {
  console.error(
    'usage: npm run pin -- <remote> <release-id> [--file remotes.json] [--base URL] | npm run pin -- <remote> --list\n' +
      '       npm run pin -- <remote> [<release-id>] --canary <release-id> --percent N [--min-pages N] [--margin R]',
  );
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
  const next = id ? pinned(config, remote, readRelease(releasesDir, id), base) : config;
  const tried = candidate ? withCanary(next, remote, readRelease(releasesDir, candidate), trial) : next;
  writeAtomically(file, `${JSON.stringify(tried, null, 2)}\n`);
  if (id) console.log(`${remote} pinned to ${id} in ${path.relative(process.cwd(), file)}: ${next.remotes[remote]}`);
  if (candidate) console.log(`${remote} tries ${candidate} on ${trial.percent} % of shoppers beside ${tried.pins?.[remote]?.release}`);
} catch (err) {
  console.error(`pin: ${(err as Error).message}`);
  process.exit(1);
}
