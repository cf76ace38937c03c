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
    "\n  fragment SearchProductCard on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    small_image {\n      url\n      label\n    }\n    price_range {\n      minimum_price {\n        final_price {\n          value\n          currency\n        }\n      }\n    }\n    tile_size\n    tile_finish_label\n    sqft_per_box\n  }\n": typeof types.SearchProductCardFragmentDoc,
    "\n    query SearchProducts(\n      $search: String!\n      $filter: ProductAttributeFilterInput\n      $sort: ProductAttributeSortInput\n      $pageSize: Int!\n      $currentPage: Int!\n    ) {\n      products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n        total_count\n        items {\n          ...SearchProductCard\n        }\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n        aggregations {\n          attribute_code\n          label\n          count\n          options {\n            label\n            value\n            count\n          }\n        }\n        suggestions {\n          search\n        }\n      }\n    }\n  ": typeof types.SearchProductsDocument,
    "\n    query VisualSearchProducts($skus: [String]!, $pageSize: Int!) {\n      products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n        items {\n          ...SearchProductCard\n        }\n      }\n    }\n  ": typeof types.VisualSearchProductsDocument,
};
const documents: Documents = {
    "\n  fragment SearchProductCard on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    small_image {\n      url\n      label\n    }\n    price_range {\n      minimum_price {\n        final_price {\n          value\n          currency\n        }\n      }\n    }\n    tile_size\n    tile_finish_label\n    sqft_per_box\n  }\n": types.SearchProductCardFragmentDoc,
    "\n    query SearchProducts(\n      $search: String!\n      $filter: ProductAttributeFilterInput\n      $sort: ProductAttributeSortInput\n      $pageSize: Int!\n      $currentPage: Int!\n    ) {\n      products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n        total_count\n        items {\n          ...SearchProductCard\n        }\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n        aggregations {\n          attribute_code\n          label\n          count\n          options {\n            label\n            value\n            count\n          }\n        }\n        suggestions {\n          search\n        }\n      }\n    }\n  ": types.SearchProductsDocument,
    "\n    query VisualSearchProducts($skus: [String]!, $pageSize: Int!) {\n      products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n        items {\n          ...SearchProductCard\n        }\n      }\n    }\n  ": types.VisualSearchProductsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchProductCard on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    small_image {\n      url\n      label\n    }\n    price_range {\n      minimum_price {\n        final_price {\n          value\n          currency\n        }\n      }\n    }\n    tile_size\n    tile_finish_label\n    sqft_per_box\n  }\n"): typeof import('./graphql').SearchProductCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query SearchProducts(\n      $search: String!\n      $filter: ProductAttributeFilterInput\n      $sort: ProductAttributeSortInput\n      $pageSize: Int!\n      $currentPage: Int!\n    ) {\n      products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n        total_count\n        items {\n          ...SearchProductCard\n        }\n        page_info {\n          current_page\n          page_size\n          total_pages\n        }\n        aggregations {\n          attribute_code\n          label\n          count\n          options {\n            label\n            value\n            count\n          }\n        }\n        suggestions {\n          search\n        }\n      }\n    }\n  "): typeof import('./graphql').SearchProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query VisualSearchProducts($skus: [String]!, $pageSize: Int!) {\n      products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n        items {\n          ...SearchProductCard\n        }\n      }\n    }\n  "): typeof import('./graphql').VisualSearchProductsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
