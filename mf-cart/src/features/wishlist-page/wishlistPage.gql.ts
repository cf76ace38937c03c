import { typedDocument } from '@tiles/shared';
import type { MfCartWishlistPageQuery, MfCartWishlistPageQueryVariables } from '../../gql/graphql';

/** The saved tiles as the /wishlist page shows them (one list asked for: the store's request cost counts 200 items). */
export const WISHLIST_PAGE = typedDocument<MfCartWishlistPageQuery, MfCartWishlistPageQueryVariables>(/* GraphQL */ `
  query MfCartWishlistPage {
    customer {
      wishlists(pageSize: 1) {
        id
        items_v2(currentPage: 1, pageSize: 200) {
          items {
            id
            product {
              sku
              name
              url_key
              sqft_per_box
              price_per_box
              small_image {
                url
              }
              price_range {
                minimum_price {
                  final_price {
                    value
                    currency
                  }
                }
              }
            }
          }
        }
      }
    }
  }
`);
