import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTROLS, LOADED_WITH } from '@tiles/shared/src/federation/controls';
import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import { hintableManifestOf, type Manifest } from './manifests';
import { pageOwner } from './pageOwner';

/**
 * Preload hints, so the first-paint remotes load in parallel instead of in a waterfall (HTML → main.js → remoteEntry
 * → chunk). Only an optimisation: a remote whose manifest can't be read gets none and loads as usual.
 */
const FIRST_SHARED = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@tiles/shared', 'react-router-dom', 'rxjs'];
/** A `<link rel="preload">`'s target. */
export type Hint = { as: 'script' | 'style'; href: string };

/** JSON from the shell's build, or `otherwise` while it is not built. */
function readJson<T>(dir: string, file: string, otherwise: T): T {
  try {
    return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T;
  } catch {
    return otherwise;
  }
}

let build = { at: 0, dir: '', entry: [] as string[], first: [] as Hint[] };
/**
 * The shell's build: the app's own files (entry-files.json), and its first chunks, its shared singletons' and its
 * bootstrap's; re-read when a rebuild changed them (at most once a second). In the head, the bootstrap's hints
 * measured worse under Lighthouse (FCP 1.9 → 2.45 s: they took the slow link from the first paint's files), but
 * startApp.ts adds them once the content has painted, and there they save main.js's round trip.
 */
export function shellBuild(dir: string) {
  if (build.dir === dir && Date.now() - build.at < 1000) return build;
  const shared = readJson<Manifest | null>(dir, 'mf-manifest.json', null)?.shared ?? [];
  const bootstrap = readJson<string[]>(dir, 'first-chunks.json', []);
  const files = [...shared.filter((s) => FIRST_SHARED.includes(s.name)).flatMap((s) => s.assets.js.sync), ...bootstrap];
  const entry = readJson<string[] | null>(dir, 'entry-files.json', null)?.map((f) => `/${f}`) ?? (build.dir === dir ? build.entry : []);
  build = { at: Date.now(), dir, entry, first: files.map((f): Hint => ({ as: 'script', href: `/${f}` })) };
  return build;
}

/** The modules' remote entries and files (in their manifests' order), and the async chunks each imports as it starts. */
async function moduleHints(remotes: Record<string, string>, ids: readonly RemoteModuleId[]): Promise<Hint[]> {
  const links: Hint[] = [];
  for (const name of new Set(ids.map((id) => id.split('/')[0]))) {
    const manifest = remotes[name] ? await hintableManifestOf(remotes[name]) : null;
    if (!manifest) continue;
    const base = new URL('.', remotes[name]).href;
    links.push({ as: 'script', href: base + manifest.metaData.remoteEntry.name });
    for (const { name: expose, assets } of manifest.exposes) {
      const id = `${name}/${expose}` as RemoteModuleId;
      if (!ids.includes(id)) continue;
      const asyncFiles = (assets.js.async ?? []).filter((f) => LOADED_WITH[id]?.some((chunk) => f.startsWith(`${chunk}.`)));
      for (const f of [...assets.js.sync, ...asyncFiles]) links.push({ as: 'script', href: base + f });
      for (const f of assets.css.sync) links.push({ as: 'style', href: base + f });
    }
  }
  return links;
}

/** Each href once, leaving out `except`. */
const once = (hints: Hint[], except = new Set<string>()) => [
  ...new Map(hints.filter((h) => !except.has(h.href)).map((h) => [h.href, h])).values(),
];

/**
 * The first view's hints in two waves: `first` (the shell's first chunks, the header's and the page's code), then
 * `controls` (search box, cart button, "Add to cart": their slots mount once the header or page is live). On one
 * slow link ~25 files at once split it evenly, and main.js, which everything waits for, came last (measured: main.js
 * done at 2.4 s with the controls' hints beside it, 1.5 s for the single bundle).
 */
export async function preloadLinks(remotes: Record<string, string>, pathname: string, shellDir: string) {
  const page = pageOwner(pathname).id;
  const first = once([...shellBuild(shellDir).first, ...(await moduleHints(remotes, ['mf_header/Header', page]))]);
  const controls = await moduleHints(
    remotes,
    CONTROLS.filter((c) => c !== page),
  );
  return { first, controls: once(controls, new Set(first.map((h) => h.href))) };
}
