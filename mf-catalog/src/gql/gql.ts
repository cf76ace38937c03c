/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CatalogCmsPageFields on CmsPage { identifier title content_heading content meta_title meta_description }\n": typeof types.CatalogCmsPageFieldsFragmentDoc,
    "\n  query CatalogHome {\n    collections: categoryList(filters: { url_path: { eq: \"tiles/tile-collection\" } }) {\n      uid\n      children { uid name url_path image product_count }\n    }\n    trending: products(filter: { trending: { eq: \"1\" } }, sort: { popularity: ASC }, pageSize: 8) {\n      items { ...ProductCardFields }\n    }\n  }\n  \n": typeof types.CatalogHomeDocument,
    "\n  query CatalogListing($filter: ProductAttributeFilterInput!, $base: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput,\n    $pageSize: Int!, $currentPage: Int!, $withCat: Boolean!, $cat: String, $withTiles: Boolean!, $tilesPath: String) {\n    products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      items { ...ProductCardFields }\n      page_info { current_page total_pages }\n      aggregations { attribute_code label options { label value count } }\n    }\n    base: products(filter: $base, pageSize: 1) {\n      total_count\n      aggregations { attribute_code label options { label value count } }\n    }\n    catCheck: categoryList(filters: { ids: { eq: $cat } }) @include(if: $withCat) { uid }\n    tilesCheck: categoryList(filters: { url_path: { eq: $tilesPath } }) @include(if: $withTiles) { uid name }\n  }\n  \n": typeof types.CatalogListingDocument,
    "\n  fragment CatalogListingCategoryFields on CategoryTree { uid name url_path meta_title meta_description }\n": typeof types.CatalogListingCategoryFieldsFragmentDoc,
    "\n  query CatalogPopularCategories {\n    categoryList(filters: { parent_id: { eq: \"3\" } }) { uid name url_path menu_group }\n  }\n": typeof types.CatalogPopularCategoriesDocument,
    "\n  fragment ProductCardFields on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    small_image { url label }\n    tile_size\n    tile_size_ft\n    tile_finish_label\n    sqft_per_box\n    price_range { minimum_price { final_price { value currency } } }\n  }\n": typeof types.ProductCardFieldsFragmentDoc,
    "\n  fragment ProductPageFields on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    meta_title\n    meta_description\n    description { html }\n    media_gallery { url label position }\n    price_range { minimum_price { final_price { value currency } } }\n    tile_size\n    tile_size_ft\n    tile_type_label\n    tile_vitrified_kind\n    tile_design_label\n    tile_finish_label\n    tile_colour_label\n    tile_area_labels\n    tile_category_labels\n    tile_collection\n    thickness_mm\n    sqft_per_box\n    pieces_per_box\n    price_per_box\n    related_products { ...ProductCardFields }\n  }\n  \n": typeof types.ProductPageFieldsFragmentDoc,
    "\n  query CatalogRoute($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree { ...CatalogListingCategoryFields }\n      ... on SimpleProduct { ...ProductPageFields }\n      ... on CmsPage { ...CatalogCmsPageFields }\n    }\n  }\n  \n  \n  \n": typeof types.CatalogRouteDocument,
    "\n  fragment VisualiserTileFields on ProductInterface {\n    sku\n    name\n    url_key\n    small_image { url }\n    tile_size\n    tile_size_key\n    tile_finish_label\n    sqft_per_box\n  }\n": typeof types.VisualiserTileFieldsFragmentDoc,
    "\n  query VisualiserTile($sku: String!) {\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items { ...VisualiserTileFields related_products { ...VisualiserTileFields } }\n    }\n  }\n  \n": typeof types.VisualiserTileDocument,
    "\n  query VisualiserTiles($skus: [String], $size: String) {\n    bySku: products(filter: { sku: { in: $skus } }, pageSize: 12) { items { ...VisualiserTileFields } }\n    sameSize: products(filter: { tile_size: { eq: $size } }, pageSize: 9) { items { ...VisualiserTileFields } }\n  }\n  \n": typeof types.VisualiserTilesDocument,
};
const documents: Documents = {
    "\n  fragment CatalogCmsPageFields on CmsPage { identifier title content_heading content meta_title meta_description }\n": types.CatalogCmsPageFieldsFragmentDoc,
    "\n  query CatalogHome {\n    collections: categoryList(filters: { url_path: { eq: \"tiles/tile-collection\" } }) {\n      uid\n      children { uid name url_path image product_count }\n    }\n    trending: products(filter: { trending: { eq: \"1\" } }, sort: { popularity: ASC }, pageSize: 8) {\n      items { ...ProductCardFields }\n    }\n  }\n  \n": types.CatalogHomeDocument,
    "\n  query CatalogListing($filter: ProductAttributeFilterInput!, $base: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput,\n    $pageSize: Int!, $currentPage: Int!, $withCat: Boolean!, $cat: String, $withTiles: Boolean!, $tilesPath: String) {\n    products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      items { ...ProductCardFields }\n      page_info { current_page total_pages }\n      aggregations { attribute_code label options { label value count } }\n    }\n    base: products(filter: $base, pageSize: 1) {\n      total_count\n      aggregations { attribute_code label options { label value count } }\n    }\n    catCheck: categoryList(filters: { ids: { eq: $cat } }) @include(if: $withCat) { uid }\n    tilesCheck: categoryList(filters: { url_path: { eq: $tilesPath } }) @include(if: $withTiles) { uid name }\n  }\n  \n": types.CatalogListingDocument,
    "\n  fragment CatalogListingCategoryFields on CategoryTree { uid name url_path meta_title meta_description }\n": types.CatalogListingCategoryFieldsFragmentDoc,
    "\n  query CatalogPopularCategories {\n    categoryList(filters: { parent_id: { eq: \"3\" } }) { uid name url_path menu_group }\n  }\n": types.CatalogPopularCategoriesDocument,
    "\n  fragment ProductCardFields on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    small_image { url label }\n    tile_size\n    tile_size_ft\n    tile_finish_label\n    sqft_per_box\n    price_range { minimum_price { final_price { value currency } } }\n  }\n": types.ProductCardFieldsFragmentDoc,
    "\n  fragment ProductPageFields on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    meta_title\n    meta_description\n    description { html }\n    media_gallery { url label position }\n    price_range { minimum_price { final_price { value currency } } }\n    tile_size\n    tile_size_ft\n    tile_type_label\n    tile_vitrified_kind\n    tile_design_label\n    tile_finish_label\n    tile_colour_label\n    tile_area_labels\n    tile_category_labels\n    tile_collection\n    thickness_mm\n    sqft_per_box\n    pieces_per_box\n    price_per_box\n    related_products { ...ProductCardFields }\n  }\n  \n": types.ProductPageFieldsFragmentDoc,
    "\n  query CatalogRoute($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree { ...CatalogListingCategoryFields }\n      ... on SimpleProduct { ...ProductPageFields }\n      ... on CmsPage { ...CatalogCmsPageFields }\n    }\n  }\n  \n  \n  \n": types.CatalogRouteDocument,
    "\n  fragment VisualiserTileFields on ProductInterface {\n    sku\n    name\n    url_key\n    small_image { url }\n    tile_size\n    tile_size_key\n    tile_finish_label\n    sqft_per_box\n  }\n": types.VisualiserTileFieldsFragmentDoc,
    "\n  query VisualiserTile($sku: String!) {\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items { ...VisualiserTileFields related_products { ...VisualiserTileFields } }\n    }\n  }\n  \n": types.VisualiserTileDocument,
    "\n  query VisualiserTiles($skus: [String], $size: String) {\n    bySku: products(filter: { sku: { in: $skus } }, pageSize: 12) { items { ...VisualiserTileFields } }\n    sameSize: products(filter: { tile_size: { eq: $size } }, pageSize: 9) { items { ...VisualiserTileFields } }\n  }\n  \n": types.VisualiserTilesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogCmsPageFields on CmsPage { identifier title content_heading content meta_title meta_description }\n"): typeof import('./graphql').CatalogCmsPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogHome {\n    collections: categoryList(filters: { url_path: { eq: \"tiles/tile-collection\" } }) {\n      uid\n      children { uid name url_path image product_count }\n    }\n    trending: products(filter: { trending: { eq: \"1\" } }, sort: { popularity: ASC }, pageSize: 8) {\n      items { ...ProductCardFields }\n    }\n  }\n  \n"): typeof import('./graphql').CatalogHomeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogListing($filter: ProductAttributeFilterInput!, $base: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput,\n    $pageSize: Int!, $currentPage: Int!, $withCat: Boolean!, $cat: String, $withTiles: Boolean!, $tilesPath: String) {\n    products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      items { ...ProductCardFields }\n      page_info { current_page total_pages }\n      aggregations { attribute_code label options { label value count } }\n    }\n    base: products(filter: $base, pageSize: 1) {\n      total_count\n      aggregations { attribute_code label options { label value count } }\n    }\n    catCheck: categoryList(filters: { ids: { eq: $cat } }) @include(if: $withCat) { uid }\n    tilesCheck: categoryList(filters: { url_path: { eq: $tilesPath } }) @include(if: $withTiles) { uid name }\n  }\n  \n"): typeof import('./graphql').CatalogListingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogListingCategoryFields on CategoryTree { uid name url_path meta_title meta_description }\n"): typeof import('./graphql').CatalogListingCategoryFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogPopularCategories {\n    categoryList(filters: { parent_id: { eq: \"3\" } }) { uid name url_path menu_group }\n  }\n"): typeof import('./graphql').CatalogPopularCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCardFields on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    small_image { url label }\n    tile_size\n    tile_size_ft\n    tile_finish_label\n    sqft_per_box\n    price_range { minimum_price { final_price { value currency } } }\n  }\n"): typeof import('./graphql').ProductCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPageFields on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    meta_title\n    meta_description\n    description { html }\n    media_gallery { url label position }\n    price_range { minimum_price { final_price { value currency } } }\n    tile_size\n    tile_size_ft\n    tile_type_label\n    tile_vitrified_kind\n    tile_design_label\n    tile_finish_label\n    tile_colour_label\n    tile_area_labels\n    tile_category_labels\n    tile_collection\n    thickness_mm\n    sqft_per_box\n    pieces_per_box\n    price_per_box\n    related_products { ...ProductCardFields }\n  }\n  \n"): typeof import('./graphql').ProductPageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogRoute($url: String!) {\n    route(url: $url) {\n      __typename\n      relative_url\n      redirect_code\n      type\n      ... on CategoryTree { ...CatalogListingCategoryFields }\n      ... on SimpleProduct { ...ProductPageFields }\n      ... on CmsPage { ...CatalogCmsPageFields }\n    }\n  }\n  \n  \n  \n"): typeof import('./graphql').CatalogRouteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisualiserTileFields on ProductInterface {\n    sku\n    name\n    url_key\n    small_image { url }\n    tile_size\n    tile_size_key\n    tile_finish_label\n    sqft_per_box\n  }\n"): typeof import('./graphql').VisualiserTileFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisualiserTile($sku: String!) {\n    products(filter: { sku: { eq: $sku } }, pageSize: 1) {\n      items { ...VisualiserTileFields related_products { ...VisualiserTileFields } }\n    }\n  }\n  \n"): typeof import('./graphql').VisualiserTileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisualiserTiles($skus: [String], $size: String) {\n    bySku: products(filter: { sku: { in: $skus } }, pageSize: 12) { items { ...VisualiserTileFields } }\n    sameSize: products(filter: { tile_size: { eq: $size } }, pageSize: 9) { items { ...VisualiserTileFields } }\n  }\n  \n"): typeof import('./graphql').VisualiserTilesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
