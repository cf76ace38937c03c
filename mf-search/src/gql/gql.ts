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
    "\n  fragment SearchProductCard on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    small_image { url label }\n    price_range { minimum_price { final_price { value currency } } }\n    tile_size\n    tile_finish_label\n    sqft_per_box\n  }\n": typeof types.SearchProductCardFragmentDoc,
    "\n  query SearchProducts($search: String!, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      items { ...SearchProductCard }\n      page_info { current_page page_size total_pages }\n      aggregations { attribute_code label count options { label value count } }\n      suggestions { search }\n    }\n  }\n  \n": typeof types.SearchProductsDocument,
    "\n  query VisualSearchProducts($skus: [String]!, $pageSize: Int!) {\n    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n      items { ...SearchProductCard }\n    }\n  }\n  \n": typeof types.VisualSearchProductsDocument,
};
const documents: Documents = {
    "\n  fragment SearchProductCard on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    small_image { url label }\n    price_range { minimum_price { final_price { value currency } } }\n    tile_size\n    tile_finish_label\n    sqft_per_box\n  }\n": types.SearchProductCardFragmentDoc,
    "\n  query SearchProducts($search: String!, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      items { ...SearchProductCard }\n      page_info { current_page page_size total_pages }\n      aggregations { attribute_code label count options { label value count } }\n      suggestions { search }\n    }\n  }\n  \n": types.SearchProductsDocument,
    "\n  query VisualSearchProducts($skus: [String]!, $pageSize: Int!) {\n    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n      items { ...SearchProductCard }\n    }\n  }\n  \n": types.VisualSearchProductsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchProductCard on ProductInterface {\n    uid\n    sku\n    name\n    url_key\n    url_suffix\n    small_image { url label }\n    price_range { minimum_price { final_price { value currency } } }\n    tile_size\n    tile_finish_label\n    sqft_per_box\n  }\n"): typeof import('./graphql').SearchProductCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($search: String!, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $pageSize: Int!, $currentPage: Int!) {\n    products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {\n      total_count\n      items { ...SearchProductCard }\n      page_info { current_page page_size total_pages }\n      aggregations { attribute_code label count options { label value count } }\n      suggestions { search }\n    }\n  }\n  \n"): typeof import('./graphql').SearchProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisualSearchProducts($skus: [String]!, $pageSize: Int!) {\n    products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {\n      items { ...SearchProductCard }\n    }\n  }\n  \n"): typeof import('./graphql').VisualSearchProductsDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
