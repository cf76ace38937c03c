import postcss, { type ChildNode, type Container } from 'postcss';

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
const WHITESPACE = /\s/;

type Item =
  | { kind: 'rule'; selectors: { text: string; classes: string[] }[]; body: string }
  | { kind: 'group'; open: string; items: Item[] }
  | { kind: 'whole'; text: string };

/** The classes a selector needs on some element of the page to match anything. */
export function requiredClasses(selector: string): string[] {
  // An escaped character (`.md\:wide`) would cut a class name short: such a selector is simply kept.
  if (selector.includes('\\')) return [];
  return [...selector.replace(FUNCTIONAL_PSEUDO, '').replace(ATTRIBUTE, '').matchAll(CLASS)].map((m) => m[1]);
}

function itemsOf(container: Container): Item[] {
  return (container.nodes ?? []).flatMap((node: ChildNode): Item[] => {
    if (node.type === 'rule') {
      if (node.nodes.some((child) => child.type !== 'decl')) return [{ kind: 'whole', text: node.toString() }];
      return [
        {
          kind: 'rule',
          selectors: node.selectors.map((text) => ({ text, classes: requiredClasses(text) })),
          body: `{${node.nodes.map(String).join(';')}}`,
        },
      ];
    }
    if (node.type === 'atrule' && node.nodes?.some((child) => child.type === 'rule') && !/keyframes$/i.test(node.name))
      return [{ kind: 'group', open: `@${node.name}${node.params ? ` ${node.params}` : ''}{`, items: itemsOf(node) }];
    if (node.type === 'comment') return [];
    return [{ kind: 'whole', text: node.toString() }];
  });
}

function write(items: Item[], onPage: Set<string>): string {
  return items
    .map((item) => {
      if (item.kind === 'whole') return item.text;
      if (item.kind === 'group') {
        const inner = write(item.items, onPage);
        return inner ? `${item.open}${inner}}` : '';
      }
      const used = item.selectors.filter((s) => s.classes.every((c) => onPage.has(c)));
      return used.length ? `${used.map((s) => s.text).join(',')}${item.body}` : '';
    })
    .join('');
}

/** A parsed sheet, numbered so that its trims can be kept by sheet and set of classes. */
const parsed = new Map<string, { id: number; items: Item[] }>();
let sheets = 0;
/** Trims by sheet and classes on the page: pages of one kind carry the same classes, so most trims are made once. */
const trims = new Map<string, string>();
const MAX_TRIMS = 200;

/** The classes on the elements of `html` (`class="…"` after whitespace, as React writes it), in order of appearance. */
export function classesOn(html: string): Set<string> {
  const classes = new Set<string>();
  const values = new Set<string>();
  for (let at = html.indexOf(CLASS_ATTRIBUTE); at >= 0; at = html.indexOf(CLASS_ATTRIBUTE, at + CLASS_ATTRIBUTE.length)) {
    if (at === 0 || !WHITESPACE.test(html[at - 1])) continue;
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
    let items: Item[];
    try {
      items = itemsOf(postcss.parse(css));
    } catch {
      return css;
    }
    // The inlined sheets change only when a remote is redeployed: a few per page kind.
    if (parsed.size > 50) parsed.clear();
    sheet = { id: ++sheets, items };
    parsed.set(css, sheet);
  }
  const onPage = classesOn(html);
  const key = `${sheet.id} ${[...onPage].join(' ')}`;
  let trimmed = trims.get(key);
  if (trimmed === undefined) {
    trimmed = write(sheet.items, onPage);
    if (trims.size >= MAX_TRIMS) trims.clear();
    trims.set(key, trimmed);
  }
  return trimmed;
}
