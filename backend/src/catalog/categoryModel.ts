import type { Lang } from '../seed/taxonomy';
import { ROOT_CATEGORY_ID, type TileCategory } from '../seed/categories';
import { allCategories, categoryProductCount, firstProductsOf } from './repository';
import { productImageUrl } from './productModel';
import { mediaBase } from '../media/mediaBase';

export const categoryUid = (id: number) => Buffer.from(String(id)).toString('base64');

/** A category as Magento's CategoryTree (children resolved lazily, so deep queries stay cheap). */
export function toCategoryModel(c: TileCategory, lang: Lang) {
  return {
    __typename: 'CategoryTree',
    __category: c,
    id: c.id,
    uid: categoryUid(c.id),
    name: c.name[lang],
    url_key: c.urlKey,
    url_path: c.urlPath,
    url_suffix: '',
    canonical_url: `/${c.urlPath}`,
    level: c.level,
    position: c.position,
    include_in_menu: c.includeInMenu ? 1 : 0,
    is_anchor: 1,
    display_mode: 'PRODUCTS',
    description: `<p>${c.description[lang]}</p>`,
    meta_title: c.name[lang],
    meta_description: c.description[lang],
    path: `1/2/${c.parentId === 2 ? c.id : `${c.parentId}/${c.id}`}`,
    menu_group: c.menuGroup,
    menu_parents: c.menuParents,
    product_count: categoryProductCount(c),
    // The category's picture is its first tile's image, so every listing and collection card has one.
    image: () => {
      const [first] = firstProductsOf(c, 1);
      return first ? productImageUrl(first, mediaBase()) : null;
    },
    children_count: String(allCategories().filter((k) => k.parentId === c.id).length),
    children: () =>
      allCategories()
        .filter((k) => k.parentId === c.id)
        .map((k) => toCategoryModel(k, lang)),
  };
}

/**
 * The store's root category ("Default Category", level 1, storeConfig.root_category_uid): not a listing of its own,
 * but what a storefront building its menu from the root asks for (Magento answers it, with the top categories as its
 * children). Its products are All Tiles' (every tile).
 */
export function toRootCategoryModel(lang: Lang) {
  const allTiles = allCategories().find((c) => c.parentId === ROOT_CATEGORY_ID && c.urlKey === 'tiles');
  const tops = allCategories().filter((c) => c.parentId === ROOT_CATEGORY_ID);
  return {
    __typename: 'CategoryTree',
    id: ROOT_CATEGORY_ID,
    uid: categoryUid(ROOT_CATEGORY_ID),
    name: 'Default Category',
    url_key: null,
    url_path: null,
    url_suffix: '',
    level: 1,
    position: 1,
    include_in_menu: 1,
    is_anchor: 1,
    display_mode: 'PRODUCTS',
    path: `1/${ROOT_CATEGORY_ID}`,
    product_count: allTiles ? categoryProductCount(allTiles) : 0,
    image: null,
    children_count: String(tops.length),
    children: () => tops.map((k) => toCategoryModel(k, lang)),
  };
}
