import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import type { CatalogListingCategoryFieldsFragment, CatalogListingQuery, CatalogListingQueryVariables } from '../../gql/graphql';
import { PRODUCT_CARD_FIELDS } from '../product-card/productCard.gql';

/**
 * One round trip per listing view: the filtered page, the category's unfiltered facets (to know which
 * parameter values exist, and to keep sibling options visible when one is picked), and — only when
 * the URL carries them — whether the `cat` and `tiles` categories exist.
 */
export const LISTING_QUERY = withFragments(
  graphql(/* GraphQL */ `
    query CatalogListing(
      $filter: ProductAttributeFilterInput!
      $base: ProductAttributeFilterInput!
      $sort: ProductAttributeSortInput
      $pageSize: Int!
      $currentPage: Int!
      $withCat: Boolean!
      $cat: String
      $withTiles: Boolean!
      $tilesPath: String
    ) {
      products(filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
        total_count
        items {
          ...ProductCardFields
        }
        page_info {
          current_page
          total_pages
        }
        aggregations {
          attribute_code
          label
          options {
            label
            value
            count
          }
        }
      }
      base: products(filter: $base, pageSize: 1) {
        total_count
        aggregations {
          attribute_code
          label
          options {
            label
            value
            count
          }
        }
      }
      catCheck: categoryList(filters: { ids: { eq: $cat } }) @include(if: $withCat) {
        uid
      }
      tilesCheck: categoryList(filters: { url_path: { eq: $tilesPath } }) @include(if: $withTiles) {
        uid
        name
      }
    }
  `),
  PRODUCT_CARD_FIELDS,
);

export type ListingResult = CatalogListingQuery;
export type ListingVariables = CatalogListingQueryVariables;
export type Aggregation = NonNullable<NonNullable<NonNullable<ListingResult['products']>['aggregations']>[number]>;

/** The category a listing shows; it arrives through route(url:) (route.gql.ts). */
export const LISTING_CATEGORY_FIELDS = graphql(/* GraphQL */ `
  fragment CatalogListingCategoryFields on CategoryTree {
    uid
    name
    url_path
    meta_title
    meta_description
  }
`);

export type ListingCategory = CatalogListingCategoryFieldsFragment;
/** A category the listing can title and link: name and url_path are nullable in the schema. */
export type ShownCategory = ListingCategory & { name: string; url_path: string };
export const isListable = (c: ListingCategory): c is ShownCategory => !!c.name && !!c.url_path;
