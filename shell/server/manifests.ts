/** The parts of a remote's mf-manifest.json the server reads. */
export interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  shared?: { name: string; assets: { js: { sync: string[]; async?: string[] } } }[];
}

const CACHE_MS = 5000;
const cache = new Map<string, { at: number; manifest: Manifest | null }>();

/**
 * A remote's manifest, re-read every few seconds so a redeployed remote shows up without a restart. `url` is a
 * configured remote's manifest URL (or its remoteEntry.js: the manifest beside it); never a URL from a request.
 */
export async function manifestOf(entryOrManifest: string): Promise<Manifest | null> {
  const url = /\.json(?=[?#]|$)/.test(entryOrManifest) ? entryOrManifest : new URL('mf-manifest.json', entryOrManifest).href;
  const hit = cache.get(url);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.manifest;
  let manifest: Manifest | null = null;
  let answered = false;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(300) });
    answered = res.status < 500;
    if (res.ok) manifest = (await res.json()) as Manifest;
  } catch { /* remote down or slow: no hint */ }
  // A re-check that failed (slow answer, 5xx) keeps the manifest we had: one blip on a busy remote must not cost
  // the next few seconds of pages their hints and server renders. A remote that answers without one (404) has none.
  if (!answered && hit?.manifest) manifest = hit.manifest;
  cache.set(url, { at: Date.now(), manifest });
  return manifest;
}
