import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { manifestOf, type Manifest } from './manifests';
import { pageOwner } from './pageOwner';

/**
 * Preload hints for the shell's HTML, so the first-paint remotes load in parallel instead of in a waterfall
 * (HTML → main.js → remoteEntry → chunk). Purely an optimisation: when a manifest can't be read, no hint is
 * emitted and the runtime loads the remote as usual.
 */
const FIRST_SHARED = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@tiles/shared', 'react-router-dom', 'rxjs'];
const shellShared = new Map<string, string[]>();
/** The controls a shopper reaches for first, hinted after the header's and the page's code. */
const CONTROLS: Record<string, string[]> = { mf_search: ['SearchBox'], mf_cart: ['MiniCart', 'AddToCart'] };

/** The shell's own shared singletons' first chunks (read once: the shell's files change only with a restart). */
function sharedHints(shellDir: string): string[] {
  const known = shellShared.get(shellDir);
  if (known) return known;
  const file = path.join(shellDir, 'mf-manifest.json');
  const shared = existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as Manifest).shared ?? []) : [];
  // Only the shared singletons' first chunks are hinted. Hinting the shell's bootstrap chunk and the vendor chunk
  // beside @tiles/shared as well removes a request step, yet measured worse under Lighthouse (FCP 1.9 → 2.45 s):
  // preloads are fetched at high priority and delay the first paint's own scripts on a slow link.
  const links = shared
    .filter((s) => FIRST_SHARED.includes(s.name))
    .flatMap((s) => s.assets.js.sync.map((f) => `<link rel="preload" as="script" href="/${f}">`));
  shellShared.set(shellDir, links);
  return links;
}

export async function preloadLinks(remotes: Record<string, string>, pathname: string, shellDir: string): Promise<string> {
  const { remote, module } = pageOwner(pathname);
  // The header and the page, then the controls a shopper reaches for first (search box, cart button, the listing's
  // "Add to cart"): their slots load as soon as the header and the page are live (shell/src/App.tsx).
  const firstPaint: Record<string, string[]> = { mf_header: ['Header'], [remote]: [module] };
  for (const [name, controls] of Object.entries(CONTROLS)) firstPaint[name] = [...(firstPaint[name] ?? []), ...controls];
  const links = [...sharedHints(shellDir)];
  for (const [name, exposes] of Object.entries(firstPaint)) {
    const url = remotes[name];
    const manifest = url ? await manifestOf(url) : null;
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
