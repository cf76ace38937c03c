import { graphql } from '../../graphql';

/**
 * One page of the saved tiles as the /wishlist page shows them: the store's request cost counts every item a page may
 * hold, so a list (up to 200 tiles) is read 50 at a time.
 */
export const WISHLIST_PAGE = graphql(/* GraphQL */ `
  query MfCartWishlistPage($currentPage: Int!) {
    customer {
      wishlists(pageSize: 1) {
        id
        items_v2(currentPage: $currentPage, pageSize: 50) {
          page_info {
            current_page
            total_pages
          }
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
