import postcss, { type ChildNode, type Container } from 'postcss';
import type { Manifest } from './manifests';

/**
 * The part of the first-paint modules' CSS the server's HTML can use: each file holds everything its module can show
 * (dialogs, drawers), about half of it never in the first view, and each 14.6 KB of HTML past the first costs a phone
 * a round trip. Only the inlined copy is trimmed (a live module loads its whole file). Conservative: a rule goes only
 * when a class its selector requires is on no element; classes inside :not()/:is()/:has() or attribute selectors, and
 * selectors with escapes, require nothing; at-rules without rules inside stay whole.
 */
const FUNCTIONAL_PSEUDO = /:[\w-]+\((?:[^()]|\([^()]*\))*\)/g;
const ATTRIBUTE = /\[[^\]]*\]/g;
const CLASS = /\.(-?[_a-zA-Z\u00a0-\uffff][\w\u00a0-\uffff-]*)/g;
const CLASS_ATTRIBUTE = 'class="';

/** A rule (`text` its body) with its selectors, a group (`text` its opening) of items, or a node kept whole. */
type Item = { text: string; selectors?: { text: string; classes: string[] }[]; items?: Item[] };

/** The classes a selector needs on some element of the page to match anything. */
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

/** A parsed sheet, numbered so that its trims can be kept by sheet and set of classes. */
const parsed = new Map<string, { id: number; items: Item[] }>();
let sheets = 0;
/** Trims by sheet and classes on the page: pages of one kind carry the same classes, so most trims are made once. */
const trims = new Map<string, string>();

/** The classes on the elements of `html` (`class="…"` after whitespace, as React writes it), in order of appearance. */
export function classesOn(html: string): Set<string> {
  const classes = new Set<string>();
  const values = new Set<string>();
  for (let at = html.indexOf(CLASS_ATTRIBUTE); at >= 0; at = html.indexOf(CLASS_ATTRIBUTE, at + CLASS_ATTRIBUTE.length)) {
    if (at === 0 || !/\s/.test(html[at - 1])) continue;
    const start = at + CLASS_ATTRIBUTE.length;
    const end = html.indexOf('"', start);
    if (end < 0) break;
    const value = html.slice(start, end);
    if (values.has(value)) continue;
    values.add(value);
    for (const name of value.split(/\s+/)) classes.add(name);
  }
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
    // The inlined sheets change only when a remote is redeployed: a few per page kind.
    if (parsed.size > 50) parsed.clear();
    parsed.set(css, sheet);
  }
  const onPage = classesOn(html);
  const key = `${sheet.id} ${[...onPage].join(' ')}`;
  let trimmed = trims.get(key);
  if (trimmed === undefined) {
    if (trims.size >= 200) trims.clear();
    trims.set(key, (trimmed = write(sheet.items, onPage)));
  }
  return trimmed;
}

/** Each CSS file once per process (hashed names: a redeploy names new files). A failed fetch is asked again. */
const files = new Map<string, Promise<string>>();
// Its `sourceMappingURL` is relative to the remote's origin: in the shell's page it would name a missing file.
const withoutSourceMap = (css: string, at = css.lastIndexOf('/*# sourceMappingURL=')) => (at < 0 ? css : css.slice(0, at)).trimEnd();
async function cssOf(url: string): Promise<string> {
  if (!files.has(url)) {
    const answer = fetch(url, { signal: AbortSignal.timeout(1000) }).then((r) => (r.ok ? r.text() : ''));
    files.set(
      url,
      answer.then(withoutSourceMap, () => ''),
    );
  }
  const css = await files.get(url)!;
  if (!css) files.delete(url);
  return css;
}

/**
 * The CSS the rendered modules' manifests name, as one text to inline, trimmed to the rules `html` can use: the
 * server's HTML is styled at first paint, and the live modules load their own files as usual.
 */
export async function modulesCss(modules: [id: string, { manifest: Manifest; base: string }][], html: string): Promise<string> {
  const urls = new Set(
    modules.flatMap(([id, { manifest, base }]) =>
      (manifest.exposes.find((e) => e.name === id.split('/')[1])?.assets.css.sync ?? []).map((f) => base + f),
    ),
  );
  const texts = await Promise.all([...urls].map(cssOf));
  return usedCss(texts.filter(Boolean).join('\n'), html);
}
