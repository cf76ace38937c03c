import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import type { ModuleHandle } from '@tiles/shared/src/federation/moduleHandle';
import { hintableManifestOf, type Manifest } from './manifests';

// Preload hints: the first view's files load in parallel, not in a waterfall (HTML → main.js → remoteEntry → chunk).
/** `integrity`: a pinned release's remote entry, loaded only with its bytes (and so fetched with CORS). */
export type Hint = { as: 'script' | 'style'; href: string; integrity?: string };

function readJson<T>(dir: string, file: string, otherwise: T): T {
  try {
    return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as T;
  } catch {
    return otherwise;
  }
}

let build = { at: 0, dir: '', entry: [] as string[], first: [] as Hint[] };
/** The shell's build (re-read at most once a second): its entry files, and its first chunks (singletons', bootstrap's). */
export function shellBuild(dir: string) {
  if (build.dir === dir && Date.now() - build.at < 1000) return build;
  const shared = readJson<Manifest | null>(dir, 'mf-manifest.json', null)?.shared?.flatMap((s) => s.assets.js.sync) ?? [];
  const files = [...shared, ...readJson<string[]>(dir, 'first-chunks.json', [])];
  const entry = readJson<string[] | null>(dir, 'entry-files.json', null)?.map((f) => `/${f}`) ?? (build.dir === dir ? build.entry : []);
  build = { at: Date.now(), dir, entry, first: files.map((f): Hint => ({ as: 'script', href: `/${f}` })) };
  return build;
}

/** `known`, then the modules' remote entries, files and the async chunks each starts with; each href once, none if no manifest. */
type Handles = Map<RemoteModuleId, ModuleHandle>;
type Integrity = Readonly<Record<string, string>>;
async function withModuleHints(
  remotes: Record<string, string>,
  ids: readonly RemoteModuleId[],
  handles: Handles,
  known: Hint[],
  integrity: Integrity,
) {
  const hints = new Map(known.map((h) => [h.href, h]));
  const add = (as: Hint['as'], href: string) =>
    hints.has(href) || hints.set(href, { as, href, ...(integrity[href] && { integrity: integrity[href] }) });
  for (const name of new Set(ids.map((id) => id.split('/')[0]))) {
    const manifest = remotes[name] ? await hintableManifestOf(remotes[name]) : null;
    if (!manifest) continue;
    const base = new URL('.', remotes[name]).href;
    add('script', base + manifest.metaData.remoteEntry.name);
    for (const { name: expose, assets } of manifest.exposes) {
      const id = `${name}/${expose}` as RemoteModuleId;
      if (!ids.includes(id)) continue;
      const chunks = handles.get(id)?.loadsWith ?? [];
      const asyncFiles = (assets.js.async ?? []).filter((f) => chunks.some((chunk) => f.startsWith(`${chunk}.`)));
      for (const f of [...assets.js.sync, ...asyncFiles]) add('script', base + f);
      for (const f of assets.css.sync) add('style', base + f);
    }
  }
  return [...hints.values()];
}

/**
 * The first view's hints in two waves (docs/performance.md): the shell's code, the page's and what loads `first` with
 * it (the header), then what loads `early` (the controls); each nested module says which in its own handle.
 */
export async function preloadLinks(
  remotes: Record<string, string>,
  page: RemoteModuleId | null,
  shellFirst: Hint[],
  handles: Handles,
  integrity: Integrity = {},
) {
  const nested = [...handles].filter(([id]) => id !== page);
  const firstIds = [...(page ? [page] : []), ...nested.filter(([, h]) => h.loads === 'first').map(([id]) => id)];
  const first = await withModuleHints(remotes, firstIds, handles, shellFirst, integrity);
  const early = nested.filter(([, h]) => (h.loads ?? 'early') === 'early').map(([id]) => id);
  const both = await withModuleHints(remotes, early, handles, first, integrity);
  return { first, controls: both.slice(first.length) };
}
