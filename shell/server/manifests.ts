import { recheckEvery } from './recheck';

/** The parts of a remote's mf-manifest.json the server reads. */
export interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[] } } }[];
  shared?: { name: string; requiredVersion?: string; assets: { js: { sync: string[]; async?: string[] } } }[];
}

/** `refused`: the last read was refused outright (down, not just slow): see hintableManifestOf. */
const manifests = recheckEvery<{ manifest: Manifest | null; refused?: true }>(5000, 5000, async (url, had) => {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    const manifest = res.ok ? ((await res.json()) as Manifest) : null;
    // Only once the body is read: one cut off by the timeout (a busy remote) is no verdict. A 404 is "none".
    return res.status < 500 ? { manifest } : had && { manifest: had.manifest };
  } catch (e) {
    // Down (connection refused, no such host) rather than slow: a timeout is a busy remote, which keeps its hints.
    return had && !(e instanceof Error && e.name === 'TimeoutError') ? { manifest: had.manifest, refused: true } : undefined;
  }
});

/** A configured remote's manifest URL (or its remoteEntry.js: the manifest beside it; never a URL from a request). */
const manifestUrl = (entryOrManifest: string) =>
  /\.json(?=[?#]|$)/.test(entryOrManifest) ? entryOrManifest : new URL('mf-manifest.json', entryOrManifest).href;

/** A configured remote's manifest, re-read every few seconds beside the pages, which use the one in hand meanwhile. */
export const manifestOf = async (entryOrManifest: string) => (await manifests(manifestUrl(entryOrManifest)))?.manifest ?? null;

/**
 * The manifest for the page's preload hints: none for a remote that refused its last read. A hint that fails is not
 * just wasted: the browser hands its error to the page's own request for that file once the remote is back, so the
 * remote's first retry would fail too. (The server render keeps the manifest in hand.)
 */
export async function hintableManifestOf(entryOrManifest: string): Promise<Manifest | null> {
  const held = await manifests(manifestUrl(entryOrManifest));
  return held?.refused ? null : (held?.manifest ?? null);
}
