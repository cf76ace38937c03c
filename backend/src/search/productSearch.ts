import type { Lang } from '../seed/taxonomy';
import { allProducts } from '../catalog/repository';
import { toProductModel } from '../catalog/productModel';

/**
 * Full-text product search used by `products(search:)`. Returns product ids, best first.
 * (Simple token match; the search team replaces this with the real index.)
 */
export function searchProductIds(query: string, lang: Lang): number[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!terms.length) return [];
  return allProducts()
    .map((p) => {
      const m = toProductModel(p, lang, '');
      const text = [m.name, m.tile_design_label, m.tile_colour_label, m.tile_type_label, m.tile_finish_label, m.tile_size, m.tile_collection, ...m.tile_area_labels].join(' ').toLowerCase();
      return { id: p.id, score: terms.filter((t) => text.includes(t.replace(/s$/, ''))).length };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .map((r) => r.id);
}
