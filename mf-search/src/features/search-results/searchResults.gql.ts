import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
/** The product card fields the results and visual-search pages show. */
export const SEARCH_PRODUCT_FIELDS = graphql(/* GraphQL */ `
  fragment SearchProductCard on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
    small_image {
      url
      label
    }
    price_range {
      minimum_price {
        final_price {
          value
          currency
        }
      }
    }
    tile_size
    tile_finish_label
    sqft_per_box
  }
`);

/** Magento full-text search with the listing's filters, sort and pagination. */
export const SEARCH_PRODUCTS = withFragments(
  graphql(/* GraphQL */ `
    query SearchProducts(
      $search: String!
      $filter: ProductAttributeFilterInput
      $sort: ProductAttributeSortInput
      $pageSize: Int!
      $currentPage: Int!
    ) {
      products(search: $search, filter: $filter, sort: $sort, pageSize: $pageSize, currentPage: $currentPage) {
        total_count
        items {
          ...SearchProductCard
        }
        page_info {
          current_page
          page_size
          total_pages
        }
        aggregations {
          attribute_code
          label
          count
          options {
            label
            value
            count
          }
        }
        suggestions {
          search
        }
      }
    }
  `),
  SEARCH_PRODUCT_FIELDS,
);
