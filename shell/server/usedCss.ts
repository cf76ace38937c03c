import { LRUCache } from 'lru-cache';
import postcss, { type ChildNode, type Container } from 'postcss';
import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';
import type { Manifest } from './manifests';

// The inlined copy of the first view's CSS keeps what the server's HTML can use (docs/performance.md). Conservative: a
// rule goes only when a class its selector requires is on no element; classes inside :not()/:is()/:has() or attribute
// selectors, and selectors with escapes, require nothing; at-rules without rules inside stay whole.
const FUNCTIONAL_PSEUDO = /:[\w-]+\((?:[^()]|\([^()]*\))*\)/g;
const ATTRIBUTE = /\[[^\]]*\]/g;
const CLASS = /\.(-?[_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*)/g;

/** A rule (`text` its body) with its selectors, a group (`text` its opening) of items, or a node kept whole. */
type Item = { text: string; selectors?: { text: string; classes: string[] }[]; items?: Item[] };

/** The classes a selector needs on the page's elements to match anything. */
export function requiredClasses(selector: string): string[] {
  // An escaped character (`.md\:wide`) would cut a class name short: such a selector is simply kept.
  if (selector.includes('\\')) return [];
  return [...selector.replace(FUNCTIONAL_PSEUDO, '').replace(ATTRIBUTE, '').matchAll(CLASS)].map((m) => m[1]);
}

const itemsOf = (container: Container): Item[] =>
  (container.nodes ?? []).flatMap((node: ChildNode): Item[] => {
    if (node.type === 'rule' && node.nodes.every((child) => child.type === 'decl')) {
      const selectors = node.selectors.map((text) => ({ text, classes: requiredClasses(text) }));
      return [{ text: `{${node.nodes.map(String).join(';')}}`, selectors }];
    }
    if (node.type === 'atrule' && node.nodes?.some((child) => child.type === 'rule') && !/keyframes$/i.test(node.name))
      return [{ text: `@${node.name}${node.params ? ` ${node.params}` : ''}{`, items: itemsOf(node) }];
    return node.type === 'comment' ? [] : [{ text: node.toString() }];
  });

const write = (items: Item[], onPage: Set<string>): string =>
  items
    .map(({ text, selectors, items: inner }) => {
      if (inner) {
        const written = write(inner, onPage);
        return written && `${text}${written}}`;
      }
      const used = selectors?.filter((s) => s.classes.every((c) => onPage.has(c)));
      return !used ? text : used.length ? `${used.map((s) => s.text).join(',')}${text}` : '';
    })
    .join('');

// Parsed sheets (a few per page kind), numbered, and trims by sheet and classes (pages of one kind share their classes).
const parsed = new LRUCache<string, { id: number; items: Item[] }>({ max: 50 });
let sheets = 0;
const trims = new LRUCache<string, string>({ max: 200 });
/** The classes on the elements of `html` (`class="…"` after whitespace, as React writes it), in order of appearance. */
export function classesOn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) classes.add(name);
  return classes;
}

/** `css` without the rules that cannot match any element of `html`. A sheet that does not parse is returned whole. */
export function usedCss(css: string, html: string): string {
  let sheet = parsed.get(css);
  if (!sheet) {
    try {
      sheet = { id: ++sheets, items: itemsOf(postcss.parse(css)) };
    } catch {
      return css;
    }
    parsed.set(css, sheet);
  }
  const onPage = classesOn(html);
  const key = `${sheet.id} ${[...onPage].join(' ')}`;
  let trimmed = trims.get(key);
  if (trimmed === undefined) trims.set(key, (trimmed = write(sheet.items, onPage)));
  return trimmed;
}

/** Each CSS file once per process (hashed names; a failure is asked again), without its `sourceMappingURL` (relative). */
const files = new Map<string, Promise<string>>();
const withoutSourceMap = (css: string, at = css.lastIndexOf('/*# sourceMappingURL=')) => (at < 0 ? css : css.slice(0, at)).trimEnd();
const fetchCss = (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(1000) })
    .then((r) => (r.ok ? r.text() : ''))
    .then(withoutSourceMap, () => '');
async function cssOf(url: string): Promise<string> {
  if (!files.has(url)) files.set(url, fetchCss(url));
  const css = await files.get(url)!;
  if (!css) files.delete(url);
  return css;
}

type RenderedModules = [id: RemoteModuleId, { manifest: Manifest; base: string }][];
/** A CSS file of a module (`file` beside its remote's manifest). */
export type ModuleCssFile = { module: RemoteModuleId; remote: string; file: string };
/**
 * Each rendered module's CSS files: those its code starts with, and with `lazy` those of the chunks it imports lazily
 * too (a manifest lists other exposes' files among those).
 */
export const modulesCssFiles = (modules: RenderedModules, lazy = false): ModuleCssFile[] =>
  modules.flatMap(([module, { manifest }]) => {
    const css = manifest.exposes.find((e) => e.name === module.split('/')[1])?.assets.css;
    return [...(css?.sync ?? []), ...((lazy && css?.async) || [])].map((file) => ({ module, remote: module.split('/')[0], file }));
  });

/**
 * Where the browser finds `files`, each once: beside the remote's manifest in the page's own remotes (the browser's
 * addresses, a pinned or canary release's included), the URL its chunk loader looks for before it inserts a stylesheet.
 */
export const cssHrefs = (files: ModuleCssFile[], remotes: Readonly<Record<string, string>>) => [
  ...new Set(files.flatMap(({ remote, file }) => (remotes[remote] ? [new URL(file, new URL('.', remotes[remote])).href] : []))),
];

/**
 * The rendered modules' CSS (their manifests' files) as one text to inline, trimmed to the rules `html` can use. The
 * files of the chunks a module imports lazily count too: the server renders those views at once (a guest's order
 * found by a form posted without scripts), and the trim drops whatever the page does not show.
 */
export async function modulesCss(modules: RenderedModules, html: string): Promise<string> {
  const bases = new Map(modules.map(([id, { base }]) => [id.split('/')[0], base]));
  const urls = new Set(modulesCssFiles(modules, true).map(({ remote, file }) => bases.get(remote) + file));
  const texts = await Promise.all([...urls].map(cssOf));
  return usedCss(texts.filter(Boolean).join('\n'), html);
}
