import type { MenuCategory, MenuQueryData } from './megaMenu.gql';

/** Menu group kinds, as the backend's `menu_group` names them (their headings: `group_<kind>` in the catalogue). */
export type GroupKind = 'type' | 'size' | 'space' | 'design' | 'finish' | 'colour' | 'collection' | 'city' | 'special';

export interface MenuLink {
  name: string;
  href: string;
}

export interface MenuGroup {
  kind: GroupKind;
  links: MenuLink[];
  /** A page listing the whole group, when there is one (the collections page). */
  allHref?: string;
}

export interface MenuEntry {
  key: string;
  name: string;
  href: string;
  /** Category url_path, for the recommended products query. */
  path: string;
  groups: MenuGroup[];
}

/** Submenu column order: what shoppers pick first (type, size, space) before look (design, finish, colour). */
export const GROUP_ORDER: GroupKind[] = ['type', 'size', 'space', 'design', 'finish', 'colour', 'special', 'collection', 'city'];

/** Top entries whose own listing makes sense as a colour variant (spec: `?tiles=floor-tiles` and room variants). */
const COLOUR_VARIANTS = new Set(['floor-tiles', 'wall-tiles', 'bathroom-tiles', 'kitchen-tiles', 'room-tiles']);

/** A category the menu can link to: Magento's schema leaves name and url_path nullable. */
type LinkedCategory = MenuCategory & { name: string; url_key: string; url_path: string };
const isLinked = (c: MenuCategory | null | undefined): c is LinkedCategory => !!c?.name && !!c.url_key && !!c.url_path;

export const hrefOf = (c: { url_path: string }) => `/${c.url_path}`;

export function colourHref(category: { url_path: string }, entryKey: string): string {
  const variant = COLOUR_VARIANTS.has(entryKey) ? entryKey : 'floor-tiles';
  return `${hrefOf(category)}?tiles=${variant}`;
}

const byPosition = (a: { position: number | null }, b: { position: number | null }) => (a.position ?? 0) - (b.position ?? 0);

/** Every category below All Tiles, depth-first (collections sit under tile-collection). */
function descendants(c: MenuCategory): LinkedCategory[] {
  return (c.children ?? []).filter(isLinked).flatMap((k) => [k, ...descendants(k)]);
}

function groupsFor(entryKey: string, all: LinkedCategory[]): MenuGroup[] {
  const listed = all.filter((c) => c.menu_parents?.includes(entryKey));
  const collectionsPage = all.find((c) => c.url_path === 'tiles/tile-collection');
  return GROUP_ORDER.map((kind): MenuGroup => ({
    kind,
    links: listed
      .filter((c) => c.menu_group === kind)
      .sort(byPosition)
      .map((c) => ({ name: c.name, href: kind === 'colour' ? colourHref(c, entryKey) : hrefOf(c) })),
    allHref: kind === 'collection' && collectionsPage ? hrefOf(collectionsPage) : undefined,
  })).filter((g) => g.links.length > 0);
}

/** The menu the backend describes: All Tiles, then its children flagged include_in_menu, in position order. */
export function buildMenu(data: MenuQueryData): MenuEntry[] {
  const items: ReadonlyArray<MenuCategory | null> = data.categories?.items ?? [];
  const root = items.filter(isLinked).find((c) => c.url_path === 'tiles');
  if (!root) return [];
  const all = descendants(root);
  const tops = [
    root,
    ...(root.children ?? [])
      .filter(isLinked)
      .filter((c) => c.include_in_menu === 1)
      .sort(byPosition),
  ];
  return tops.map((c) => ({ key: c.url_key, name: c.name, href: hrefOf(c), path: c.url_path, groups: groupsFor(c.url_key, all) }));
}
