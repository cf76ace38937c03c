import type { TileProduct } from '../seed/products';
import { allCategories } from './catalogueIndex';

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
