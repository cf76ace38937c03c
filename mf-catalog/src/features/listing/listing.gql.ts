import { PRODUCT_CARD_FIELDS, type ProductCardData } from '../product-card/productCard.gql';

/**
 * One round trip per listing view: the filtered page, the category's unfiltered facets (to know which
 * parameter values exist, and to keep sibling options visible when one is picked), and — only when
 * the URL carries them — whether the `cat` and `tiles` categories exist.
 */
export const LISTING_QUERY = /* GraphQL */ `
  query CatalogListing($filter: ProductAttributeFilterInput!, $base: ProductAttributeFilterInput!, $sort: ProductAttributeSortInput,
    $pageSize: Int!, $currentPage: Int!, $withCat: Boolean!, $cat: String, $withTiles: Boolean!, $tilesPath: String) {
    products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
      total_count
      items { ...ProductCardFields }
      page_info { current_page total_pages }
      aggregations { attribute_code label options { label value count } }
    }
    base: products(filter: $base, pageSize: 1) {
      total_count
      aggregations { attribute_code label options { label value count } }
    }
    catCheck: categoryList(filters: { ids: { eq: $cat } }) @include(if: $withCat) { uid }
    tilesCheck: categoryList(filters: { url_path: { eq: $tilesPath } }) @include(if: $withTiles) { uid name }
  }
  ${PRODUCT_CARD_FIELDS}
`;

export interface Aggregation {
  attribute_code: string;
  label: string;
  options: { label: string; value: string; count: number }[];
}

export interface ListingResult {
  products: {
    total_count: number;
    items: ProductCardData[];
    page_info: { current_page: number; total_pages: number };
    aggregations: Aggregation[];
  };
  base: { total_count: number; aggregations: Aggregation[] };
  catCheck?: { uid: string }[] | null;
  tilesCheck?: { uid: string; name: string }[] | null;
}

export interface ListingVariables {
  filter: object;
  base: object;
  sort: object | null;
  pageSize: number;
  currentPage: number;
  withCat: boolean;
  cat: string | null;
  withTiles: boolean;
  tilesPath: string | null;
}
