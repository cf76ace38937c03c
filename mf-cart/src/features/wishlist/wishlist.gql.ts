import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';

/** What a save button needs of the list: which skus are in it, under which item id (to remove one). */
const WISHLIST_FIELDS = graphql(/* GraphQL */ `
  fragment MfCartWishlistFields on Wishlist {
    id
    items_count
    items_v2(currentPage: 1, pageSize: 200) {
      items {
        id
        product {
          sku
          name
        }
      }
    }
  }
`);
/**
 * The customer's one wishlist (Magento Open Source keeps a single list; 200 is the most it holds). One list asked
 * for, so the store's request cost counts 200 items, not its default 20 lists of them.
 */
export const WISHLIST = withFragments(
  graphql(/* GraphQL */ `
    query MfCartWishlist {
      customer {
        wishlists(pageSize: 1) {
          ...MfCartWishlistFields
        }
      }
    }
  `),
  WISHLIST_FIELDS,
);

export const ADD_TO_WISHLIST = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartAddToWishlist($wishlistId: ID!, $sku: String!) {
      addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: [{ sku: $sku, quantity: 1 }]) {
        wishlist {
          ...MfCartWishlistFields
        }
        user_errors {
          code
          message
        }
      }
    }
  `),
  WISHLIST_FIELDS,
);

export const REMOVE_FROM_WISHLIST = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartRemoveFromWishlist($wishlistId: ID!, $itemId: ID!) {
      removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: [$itemId]) {
        wishlist {
          ...MfCartWishlistFields
        }
        user_errors {
          code
          message
        }
      }
    }
  `),
  WISHLIST_FIELDS,
);
