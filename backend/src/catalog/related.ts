import type { TileProduct } from '../seed/products';
import { positionsOf } from './bitset';
import { catalogueIndex } from './catalogueIndex';

/** Other tiles of the same design, in catalogue order: the product page's "related products". */
export function relatedProductIds(p: TileProduct, limit: number): number[] {
  const ix = catalogueIndex();
  const sameDesign = ix.postings.get('tile_design')?.get(String(p.designId));
  if (!sameDesign) return [];
  return positionsOf(sameDesign, limit + 1)
    .map((position) => ix.idAt[position])
    .filter((id) => id !== p.id)
    .slice(0, limit);
}
