import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { ConfigError } from '@tiles/shared/src/config/runtime';
import type { ServerConfig, Store } from './config';
import { releaseFailures, releasePages } from './metrics/metrics';

/**
 * A candidate release of one remote tried on a share of shoppers beside its pinned release (the remotes file's
 * `pins.<remote>.canary`, written by `npm run pin -- <remote> --canary <id> --percent N`). The candidate is a sibling
 * folder of the pinned release (same host), its server container pinned by its own SHA-384 like any release.
 */
export type Canary = {
  remote: string;
  release: string;
  /** The release the remote is pinned to: what the candidate is compared with. */
  stable: string;
  manifest: string;
  serverIntegrity: string;
  /** Share of shoppers, 0 < percent ≤ 100 (a number with at most two decimals). */
  percent: number;
  /** Withdrawn when its failure ratio exceeds the stable one's by `margin` over at least `minPages` of its pages. */
  minPages: number;
  margin: number;
};

const RELEASE = /^[\w.+-]{1,60}$/;
const INTEGRITY = /^sha384-[A-Za-z0-9+/]{64}$/;

/** `pins.<remote>.canary` checked; its manifest is the pinned manifest's sibling release folder. */
export function canaryOf(remote: string, stable: string, pinnedManifest: string, raw: unknown): Canary {
  const at = `remotes.json: pins.${remote}.canary`;
  const { release, serverIntegrity, percent, minPages = 50, margin = 0.05 } = (raw ?? {}) as Record<string, unknown>;
  if (typeof release !== 'string' || !RELEASE.test(release) || release === stable)
    throw new ConfigError(`${at}.release must be a release id other than the pinned one`);
  if (typeof serverIntegrity !== 'string' || !INTEGRITY.test(serverIntegrity))
    throw new ConfigError(`${at}.serverIntegrity must be "sha384-<base64>"`);
  if (typeof percent !== 'number' || !(percent > 0 && percent <= 100) || Math.round(percent * 100) !== percent * 100)
    throw new ConfigError(`${at}.percent must be a share above 0 and at most 100`);
  if (!Number.isInteger(minPages) || (minPages as number) < 1) throw new ConfigError(`${at}.minPages must be a whole number ≥ 1`);
  if (typeof margin !== 'number' || !(margin >= 0 && margin < 1)) throw new ConfigError(`${at}.margin must be a ratio from 0 to 1`);
  const manifest = new URL(`../${release}/mf-manifest.json`, pinnedManifest).href;
  return { remote, release, stable, manifest, serverIntegrity, percent, minPages: minPages as number, margin };
}

/** The cookie that keeps a shopper in the same group on every page and in the browser (it names no one). */
export const COHORT_COOKIE = 'tiles_cohort';
const COHORT = new RegExp(`(?:^|;\\s*)${COHORT_COOKIE}=([0-9a-f]{32})(?:;|$)`);

/** The shopper's cohort from their cookie, or a new one to set (`set`: the Set-Cookie value). */
export function cohortOf(req: IncomingMessage): { cohort: string; set?: string } {
  const known = COHORT.exec(req.headers.cookie ?? '')?.[1];
  if (known) return { cohort: known };
  const cohort = randomBytes(16).toString('hex');
  return { cohort, set: `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly` };
}

/** Whether a cohort sees the candidate: a hash of cohort, remote and candidate, so each canary draws its own share. */
export function seesCandidate(cohort: string, canary: Pick<Canary, 'remote' | 'release' | 'percent'>): boolean {
  const digest = createHash('sha256').update(`${cohort}:${canary.remote}:${canary.release}`).digest();
  return digest.readUInt32BE(0) % 10_000 < canary.percent * 100;
}

/** The remotes a cohort's pages load: the candidate's manifest in place of the pinned one where it sees the candidate. */
export function remotesForCohort(remotes: Record<string, string>, canaries: readonly Canary[], cohort: string) {
  const chosen = canaries.filter((c) => !isWithdrawn(c) && seesCandidate(cohort, c));
  return chosen.length ? { ...remotes, ...Object.fromEntries(chosen.map((c) => [c.remote, c.manifest])) } : remotes;
}

// Candidates this worker withdrew (at once, before the remotes file's rewrite reaches every worker).
const withdrawn = new Set<string>();
const keyOf = (c: Pick<Canary, 'remote' | 'release'>) => `${c.remote}@${c.release}`;
export const isWithdrawn = (c: Pick<Canary, 'remote' | 'release'>) => withdrawn.has(keyOf(c));

type Tally = { pages: number; failures: number };
const tallies = new Map<string, Tally>();
const tallyOf = (remote: string, release: string) => {
  const key = `${remote}@${release}`;
  let tally = tallies.get(key);
  if (!tally) tallies.set(key, (tally = { pages: 0, failures: 0 }));
  return tally;
};
let onWithdraw: (canary: Canary, reason: string) => void = () => {};
/** What else happens when a candidate is withdrawn (main.ts: the remotes file loses the canary, for every worker). */
export const whenWithdrawn = (handler: typeof onWithdraw) => void (onWithdraw = handler);

/**
 * Counts a page (`page`) or a failure (`failure`: a load failure, render error, loader timeout or hydration error)
 * of one remote's release, and withdraws a candidate that fails clearly more often than its pinned release.
 */
export function tallyRelease(canaries: readonly Canary[], remote: string, release: string, what: 'page' | 'failure'): void {
  const tally = tallyOf(remote, release);
  tally[what === 'page' ? 'pages' : 'failures']++;
  const canary = canaries.find((c) => c.remote === remote && c.release === release);
  if (!canary || isWithdrawn(canary) || tally.pages < canary.minPages) return;
  const stable = tallyOf(remote, canary.stable);
  const ratio = (t: Tally) => (t.pages ? Math.min(1, t.failures / t.pages) : 0);
  if (ratio(tally) <= ratio(stable) + canary.margin) return;
  withdrawn.add(keyOf(canary));
  const reason =
    `failure ratio ${ratio(tally).toFixed(2)} over ${tally.pages} pages, ` +
    `pinned ${canary.stable} ${ratio(stable).toFixed(2)} over ${stable.pages} (margin ${canary.margin})`;
  console.warn(`[shell] canary ${remote} ${release} withdrawn: ${reason}`);
  onWithdraw(canary, reason);
}

/** The release a manifest URL names (`…/<release>/mf-manifest.json`), or `unpinned` for a remote served as it is built. */
export function releaseOf(manifestUrl: string, pinned: ReadonlySet<string>): string {
  const release = new URL(manifestUrl).pathname.split('/').at(-2) ?? '';
  return pinned.has(release) ? release : 'unpinned';
}

/** The store as one shopper sees it (their cohort's remotes), and the cookie to set when they had none. */
export function storeForShopper(config: ServerConfig, store: Store, req: IncomingMessage): { store: Store; setCookie?: string } {
  if (!config.canaries.length) return { store };
  const { cohort, set } = cohortOf(req);
  const remotes = remotesForCohort(store.browser.remotes, config.canaries, cohort);
  if (remotes === store.browser.remotes) return { store, setCookie: set };
  const browser = { ...store.browser, remotes };
  return { store: { ...store, browser }, setCookie: set };
}

/** Counts a page's remotes (`shown`) and those that failed in it, per release, in the metrics and the canaries' tallies. */
export function countReleases(config: ServerConfig, remotes: Record<string, string>, shown: Set<string>, failed: Set<string>) {
  for (const [remote, what] of [...[...shown].map((r) => [r, 'page'] as const), ...[...failed].map((r) => [r, 'failure'] as const)]) {
    const url = remotes[remote];
    if (!url) continue;
    const release = releaseOf(url, config.releases);
    (what === 'page' ? releasePages : releaseFailures).inc({ remote, release });
    tallyRelease(config.canaries, remote, release, what);
  }
}
