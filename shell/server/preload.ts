import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTROLS, LOADED_WITH } from '@tiles/shared/src/federation/controls';
import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import { hintableManifestOf, type Manifest } from './manifests';
import { pageOwner } from './pageOwner';

// Preload hints: the first view's files load in parallel, not in a waterfall (HTML → main.js → remoteEntry → chunk).
export type Hint = { as: 'script' | 'style'; href: string };

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
async function withModuleHints(remotes: Record<string, string>, ids: readonly RemoteModuleId[], known: Hint[]): Promise<Hint[]> {
  const hints = new Map(known.map((h) => [h.href, h]));
  const add = (as: Hint['as'], href: string) => hints.has(href) || hints.set(href, { as, href });
  for (const name of new Set(ids.map((id) => id.split('/')[0]))) {
    const manifest = remotes[name] ? await hintableManifestOf(remotes[name]) : null;
    if (!manifest) continue;
    const base = new URL('.', remotes[name]).href;
    add('script', base + manifest.metaData.remoteEntry.name);
    for (const { name: expose, assets } of manifest.exposes) {
      const id = `${name}/${expose}` as RemoteModuleId;
      if (!ids.includes(id)) continue;
      const asyncFiles = (assets.js.async ?? []).filter((f) => LOADED_WITH[id]?.some((chunk) => f.startsWith(`${chunk}.`)));
      for (const f of [...assets.js.sync, ...asyncFiles]) add('script', base + f);
      for (const f of assets.css.sync) add('style', base + f);
    }
  }
  return [...hints.values()];
}

/** The first view's hints in two waves: the shell's, header's and page's code, then the controls' (docs/performance.md). */
export async function preloadLinks(remotes: Record<string, string>, pathname: string, shellFirst: Hint[]) {
  const page = pageOwner(pathname).id;
  const first = await withModuleHints(remotes, ['mf_header/Header', page], shellFirst);
  const controls = CONTROLS.filter((c) => c !== page);
  const both = await withModuleHints(remotes, controls, first);
  return { first, controls: both.slice(first.length) };
}
