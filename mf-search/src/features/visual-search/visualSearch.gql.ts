import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import { SEARCH_PRODUCT_FIELDS } from '../search-results/searchResults.gql';

/** Product cards for the SKUs visual search ranked (the REST answer carries ranks; the store carries the products). */
export const PRODUCTS_BY_SKU = withFragments(
  graphql(/* GraphQL */ `
    query VisualSearchProducts($skus: [String]!, $pageSize: Int!) {
      products(filter: { sku: { in: $skus } }, pageSize: $pageSize) {
        items {
          ...SearchProductCard
        }
      }
    }
  `),
  SEARCH_PRODUCT_FIELDS,
);
