import { recheckEvery } from './recheck';

/** The parts of a remote's mf-manifest.json the server reads. */
export interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[] } } }[];
  shared?: { name: string; requiredVersion?: string; assets: { js: { sync: string[]; async?: string[] } } }[];
}

/** Remotes whose last read was refused outright (down, not just slow): see hintableManifestOf. */
const refused = new Set<string>();

const manifests = recheckEvery<Manifest | null>(5000, 5000, async (url) => {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    const manifest = res.ok ? ((await res.json()) as Manifest) : null;
    refused.delete(url);
    // Only once the body is read: one cut off by the timeout (a busy remote) is no verdict. A 404 is "none".
    return res.status < 500 ? manifest : undefined;
  } catch (e) {
    // Down (connection refused, no such host) rather than slow: a timeout is a busy remote, which keeps its hints.
    if (!(e instanceof Error && e.name === 'TimeoutError')) refused.add(url);
    return undefined;
  }
});

const manifestUrl = (entryOrManifest: string) =>
  /\.json(?=[?#]|$)/.test(entryOrManifest) ? entryOrManifest : new URL('mf-manifest.json', entryOrManifest).href;

/**
 * A configured remote's manifest (its URL, or its remoteEntry.js: the manifest beside it; never a URL from a request),
 * re-read every few seconds beside the pages, which use the manifest in hand meanwhile.
 */
export const manifestOf = async (entryOrManifest: string): Promise<Manifest | null> =>
  (await manifests(manifestUrl(entryOrManifest))) ?? null;

/**
 * The manifest for the page's preload hints: none for a remote that refused its last read. A hint that fails is not
 * just wasted: the browser hands its error to the page's own request for that file once the remote is back, so the
 * remote's first retry would fail too. (The server render keeps the manifest in hand.)
 */
export async function hintableManifestOf(entryOrManifest: string): Promise<Manifest | null> {
  const manifest = await manifestOf(entryOrManifest);
  return manifest && !refused.has(manifestUrl(entryOrManifest)) ? manifest : null;
}
