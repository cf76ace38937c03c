import { withTimeout } from '@tiles/shared/src/async/withTimeout';

/** The parts of a remote's mf-manifest.json the server reads. */
export interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[] } } }[];
  shared?: { name: string; requiredVersion?: string; assets: { js: { sync: string[]; async?: string[] } } }[];
}

const CACHE_MS = 5000;
/** The longest one re-read may hold the pages waiting for it (its fetch has its own, shorter timeout). */
const CHECK_LIMIT_MS = 5000;
const cache = new Map<string, { at: number; manifest: Manifest | null }>();
const checking = new Map<string, Promise<Manifest | null>>();
/** Remotes whose last check was refused outright (down, not just slow): their files are not hinted (see hintableManifestOf). */
const refused = new Set<string>();

async function check(url: string): Promise<Manifest | null> {
  const hit = cache.get(url);
  let manifest: Manifest | null = null;
  let answered = false;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    if (res.ok) manifest = (await res.json()) as Manifest;
    // Only once the body is read: a body cut off by the timeout (a busy remote) is no answer, not "no manifest".
    answered = res.status < 500;
    refused.delete(url);
  } catch (e) {
    // Down (connection refused, no such host) rather than slow: a timeout is a busy remote, which keeps its hints.
    if (!(e instanceof Error && e.name === 'TimeoutError')) refused.add(url);
  }
  // A re-check that failed (slow answer, 5xx) keeps the manifest we had: one blip on a busy remote must not cost
  // the next few seconds of pages their hints and server renders. A remote that answers without one (404) has none;
  // one that did not answer at all is asked again by the next page.
  if (!answered && hit?.manifest) manifest = hit.manifest;
  if (answered || manifest) cache.set(url, { at: Date.now(), manifest });
  return manifest;
}

const manifestUrl = (entryOrManifest: string) =>
  /\.json(?=[?#]|$)/.test(entryOrManifest) ? entryOrManifest : new URL('mf-manifest.json', entryOrManifest).href;

/**
 * A remote's manifest, re-read every few seconds so a redeployed remote shows up without a restart: the re-read
 * runs beside the pages, which use the manifest in hand meanwhile. `entryOrManifest` is a configured remote's
 * manifest URL (or its remoteEntry.js: the manifest beside it); never a URL from a request.
 */
export async function manifestOf(entryOrManifest: string): Promise<Manifest | null> {
  const url = manifestUrl(entryOrManifest);
  const hit = cache.get(url);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.manifest;
  let pending = checking.get(url);
  if (!pending) {
    pending = withTimeout(check(url), CHECK_LIMIT_MS, () => hit?.manifest ?? null).finally(() => checking.delete(url));
    checking.set(url, pending);
  }
  return hit ? hit.manifest : pending;
}

/**
 * The manifest for the page's preload hints: none for a remote that refused its last check. A hint that fails is not
 * just wasted: the browser hands its error to the page's own request for that file once the remote is back, so the
 * remote's first retry would fail too. (The server render keeps using the manifest in hand, see check.)
 */
export async function hintableManifestOf(entryOrManifest: string): Promise<Manifest | null> {
  const manifest = await manifestOf(entryOrManifest);
  return manifest && !refused.has(manifestUrl(entryOrManifest)) ? manifest : null;
}
