import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTROLS, LOADED_WITH } from '@tiles/shared/src/federation/controls';
import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import { hintableManifestOf, type Manifest } from './manifests';
import { pageOwner } from './pageOwner';

/**
 * Preload hints for the shell's HTML, so the first-paint remotes load in parallel instead of in a waterfall
 * (HTML → main.js → remoteEntry → chunk). Purely an optimisation: when a manifest can't be read, or the remote is
 * down, no hint is emitted and the runtime loads the remote as usual.
 */
const FIRST_SHARED = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', '@tiles/shared', 'react-router-dom', 'rxjs'];
/** A `<link rel="preload">`'s target. */
export interface Hint {
  as: 'script' | 'style';
  href: string;
}
const shellShared = new Map<string, Hint[]>();
/** The shell's own first chunks: its shared singletons' and its bootstrap's (read once: they change only with a restart). */
function sharedHints(shellDir: string): Hint[] {
  const known = shellShared.get(shellDir);
  if (known) return known;
  const file = path.join(shellDir, 'mf-manifest.json');
  const shared = existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as Manifest).shared ?? []) : [];
  const first = path.join(shellDir, 'first-chunks.json');
  // Its bootstrap chunks (first-chunks.json, written by the shell's build) are hinted too. In the head they measured
  // worse under Lighthouse (FCP 1.9 → 2.45 s: preloads take the slow link from the first paint's own files), but a
  // server-rendered page adds its hints only once its content has painted (Document.tsx, through startApp.ts), and there they
  // save main.js's round trip before the app's first code is even requested.
  const bootstrap = existsSync(first) ? (JSON.parse(readFileSync(first, 'utf8')) as string[]) : [];
  const links = [...shared.filter((s) => FIRST_SHARED.includes(s.name)).flatMap((s) => s.assets.js.sync), ...bootstrap].map((f): Hint => ({
    as: 'script',
    href: `/${f}`,
  }));
  shellShared.set(shellDir, links);
  return links;
}

/** The first view's hints in two waves: what the header and the page need, then the controls inside them. */
export interface PreloadHints {
  /** The shell's first chunks, the header's and the page's code. */
  first: Hint[];
  /** The controls' code (search box, cart button, "Add to cart"): their slots mount once the header or page is live. */
  controls: Hint[];
}

async function moduleHints(remotes: Record<string, string>, modules: Record<string, string[]>): Promise<Hint[]> {
  const links: Hint[] = [];
  for (const [name, exposes] of Object.entries(modules)) {
    const url = remotes[name];
    const manifest = url ? await hintableManifestOf(url) : null;
    if (!manifest) continue;
    const base = new URL('.', url).href;
    links.push({ as: 'script', href: `${base}${manifest.metaData.remoteEntry.name}` });
    for (const e of manifest.exposes.filter((x) => exposes.includes(x.name))) {
      const atOnce = LOADED_WITH[`${name}/${e.name}` as RemoteModuleId] ?? [];
      const asyncFiles = (e.assets.js.async ?? []).filter((f) => atOnce.some((chunk) => f.startsWith(`${chunk}.`)));
      for (const f of [...e.assets.js.sync, ...asyncFiles]) links.push({ as: 'script', href: `${base}${f}` });
      for (const f of e.assets.css.sync) links.push({ as: 'style', href: `${base}${f}` });
    }
  }
  return links;
}

export async function preloadLinks(remotes: Record<string, string>, pathname: string, shellDir: string): Promise<PreloadHints> {
  const { remote, module } = pageOwner(pathname);
  const controls: Record<string, string[]> = {};
  for (const id of CONTROLS) {
    const [name, expose] = id.split('/');
    if (`${name}/${expose}` !== `${remote}/${module}`) controls[name] = [...(controls[name] ?? []), expose];
  }
  // Two waves on one slow link: ~25 files fetched at once split it evenly, and main.js, which everything waits for,
  // came last (measured: main.js done at 2.4 s with the controls' hints beside it, 1.5 s for the single bundle).
  // The controls' code is needed only once the header or the page around them is live, so it follows main.js.
  const first = [...sharedHints(shellDir), ...(await moduleHints(remotes, { mf_header: ['Header'], [remote]: [module] }))];
  const once = (hints: Hint[], except = new Set<string>()) => [
    ...new Map(hints.filter((h) => !except.has(h.href)).map((h) => [h.href, h])).values(),
  ];
  const firstOnce = once(first);
  return { first: firstOnce, controls: once(await moduleHints(remotes, controls), new Set(firstOnce.map((h) => h.href))) };
}
