import { recheckEvery } from './recheck';

/** The parts of a remote's mf-manifest.json the server reads. */
export interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[]; async?: string[] } } }[];
  shared?: { name: string; requiredVersion?: string; assets: { js: { sync: string[]; async?: string[] } } }[];
}

/** `refused`: the last read was refused outright (down, not just slow; see hintableManifestOf). */
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

/** A configured remote's manifest (its URL, or its remoteEntry.js: the manifest beside it), re-read every 5 s. */
const manifestHeld = (remote: string) => manifests(/\.json(?=[?#]|$)/.test(remote) ? remote : new URL('mf-manifest.json', remote).href);
export const manifestOf = async (remote: string) => (await manifestHeld(remote))?.manifest ?? null;

// The manifest for the page's preload hints: none for a remote that refused its last read (the server render keeps
// it). A failed hint hands its error to the page's own request for that file, so the remote's first retry would fail.
export async function hintableManifestOf(remote: string): Promise<Manifest | null> {
  const held = await manifestHeld(remote);
  return held?.refused ? null : (held?.manifest ?? null);
}
