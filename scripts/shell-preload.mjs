// Preload hints for the shell's HTML, so the first-paint remotes load in parallel instead of in a
// waterfall (HTML → main.js → remoteEntry → chunk). Reads each remote's mf-manifest.json
// (cached briefly; a redeployed remote shows up within seconds) — purely an optimisation: when a
// manifest can't be read, no hint is emitted and the runtime loads the remote as usual.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageOwner } from './page-owners.mjs';

const CACHE_MS = 5000;
const cache = new Map();

/**
 * remotes.json names each remote's mf-manifest.json; a remoteEntry.js URL there (the browser accepts either, see
 * entryOf in @tiles/shared) still finds the manifest beside it, so hints and server renders keep working.
 */
export async function manifestOf(entryOrManifest) {
  const url = /\.json(?=[?#]|$)/.test(entryOrManifest) ? entryOrManifest : new URL('mf-manifest.json', entryOrManifest).href;
  const hit = cache.get(url);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.manifest;
  let manifest = null;
  let answered = false;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(300) });
    answered = res.status < 500;
    if (res.ok) manifest = await res.json();
  } catch { /* remote down or slow: no hint */ }
  // A re-check that failed (slow answer, 5xx) keeps the manifest we had: one blip on a busy remote must not cost
  // the next few seconds of pages their hints and server renders. A remote that answers without one (404) has none.
  if (!answered && hit?.manifest) manifest = hit.manifest;
  cache.set(url, { at: Date.now(), manifest });
  return manifest;
}

/** Which exposed modules a path mounts before first paint (the rest load on idle or interaction). */
function firstPaintModules(pathname) {
  const { remote, module } = pageOwner(pathname);
  return { mf_header: ['Header'], [remote]: [module] };
}

export async function preloadLinks(remotes, pathname, shellDir) {
  const links = [];
  const shellManifest = path.join(shellDir, 'mf-manifest.json');
  // Only the shared singletons' first chunks are hinted. Hinting the shell's bootstrap chunk and the vendor chunk
  // beside @tiles/shared as well removes a request step, yet measured worse under Lighthouse (FCP 1.9 → 2.45 s):
  // preloads are fetched at high priority and delay the first paint's own scripts on a slow link.
  if (existsSync(shellManifest)) {
    // The shell provides every shared singleton (loaded-first); the ones every page needs start at once.
    const shared = JSON.parse(readFileSync(shellManifest, 'utf8')).shared ?? [];
    for (const s of shared) if (['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@tiles/shared', 'react-router-dom', 'rxjs'].includes(s.name)) {
      for (const f of s.assets.js.sync) links.push(`<link rel="preload" as="script" href="/${f}">`);
    }
  }
  for (const [name, exposes] of Object.entries(firstPaintModules(pathname))) {
    const url = remotes[name];
    const manifest = url && (await manifestOf(url));
    if (!manifest) continue;
    const base = new URL('.', url).href;
    links.push(`<link rel="preload" as="script" href="${base}${manifest.metaData.remoteEntry.name}">`);
    for (const e of manifest.exposes.filter((x) => exposes.includes(x.name))) {
      for (const f of e.assets.js.sync) links.push(`<link rel="preload" as="script" href="${base}${f}">`);
      for (const f of e.assets.css.sync) links.push(`<link rel="preload" as="style" href="${base}${f}">`);
    }
  }
  return [...new Set(links)].join('');
}
