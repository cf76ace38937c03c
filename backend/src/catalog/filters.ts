import type { TileProduct } from '../seed/products';
import { allCategories } from './repository';

export interface EqualFilter {
  eq?: string | null;
  in?: (string | null)[] | null;
}
export interface MatchFilter {
  match?: string | null;
}
export interface RangeFilter {
  from?: string | null;
  to?: string | null;
}
export type ProductFilter = Record<string, EqualFilter & MatchFilter & RangeFilter>;

const decodeUid = (uid: string) => Number(Buffer.from(uid, 'base64').toString('utf8'));
const values = (f: EqualFilter): string[] => [f.eq, ...(f.in ?? [])].filter((v): v is string => v != null && v !== '');

/** Product attribute value(s) by filter code, for filtering and aggregations. */
export function attributeValues(p: TileProduct, code: string): (string | number)[] {
  switch (code) {
    case 'tile_size':
      return [p.size.slug];
    case 'tile_type':
      return [p.typeId];
    case 'tile_design':
      return [p.designId];
    case 'tile_finish':
      return [p.finishId];
    case 'tile_colour':
      return [p.colourId];
    case 'tile_area':
      return p.areaIds;
    case 'tile_category':
      return p.applicationIds;
    case 'tile_collection':
      return [p.collectionId];
    case 'popularity':
      return p.popularity ? [p.popularity] : [];
    case 'trending':
      return [p.trending ? 1 : 0];
    case 'mt':
      return [p.vitrifiedKindId !== null || p.typeId === 122 ? 'v' : 'c'];
    case 'sku':
      return [p.sku];
    case 'url_key':
      return [p.urlKey];
    case 'category_id':
      return allCategories()
        .filter((c) => c.matches(p))
        .map((c) => c.id);
    default:
      return [];
  }
}

/** Applies Magento's ProductAttributeFilterInput. Unknown codes and values never throw: they match nothing. */
export function applyFilter(products: TileProduct[], filter: ProductFilter | null | undefined): TileProduct[] {
  if (!filter) return products;
  let out = products;
  for (const [code, f] of Object.entries(filter)) {
    if (!f) continue;
    if (code === 'category_uid') {
      const ids = values(f).map(decodeUid);
      const cats = allCategories().filter((c) => ids.includes(c.id));
      out = out.filter((p) => cats.some((c) => c.matches(p)));
    } else if (code === 'category_url_path') {
      const paths = values(f);
      const cats = allCategories().filter((c) => paths.includes(c.urlPath));
      out = out.filter((p) => cats.some((c) => c.matches(p)));
    } else if (code === 'price') {
      const from = f.from ? Number(f.from) : -Infinity;
      const to = f.to ? Number(f.to) : Infinity;
      out = out.filter((p) => p.mrpPerSqft >= from && p.mrpPerSqft <= to);
    } else if (code === 'name' && f.match) {
      const needle = f.match.toLowerCase();
      out = out.filter((p) => p.name.en.toLowerCase().includes(needle));
    } else if (f.eq != null || f.in) {
      const wanted = values(f).map(String);
      out = out.filter((p) => attributeValues(p, code).some((v) => wanted.includes(String(v))));
    }
  }
  return out;
}
