import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import { CART_FIELDS } from '../cart-identity/cartIdentity.gql';

export const ADD_SIMPLE = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartAddSimple($cartId: String!, $sku: String!, $quantity: Float!) {
      addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {
        cart {
          ...MfCartFields
        }
      }
    }
  `),
  CART_FIELDS,
);

/**
 * A guest's first add makes the cart in the same request: the id is the client's (Magento's createEmptyCart takes
 * a 32-character `cart_id`), and a mutation's fields run one after the other, so the add finds the new cart.
 */
export const ADD_TO_NEW_CART = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartAddToNewCart($cartId: String!, $sku: String!, $quantity: Float!) {
      createEmptyCart(input: { cart_id: $cartId })
      addSimpleProductsToCart(input: { cart_id: $cartId, cart_items: [{ data: { sku: $sku, quantity: $quantity } }] }) {
        cart {
          ...MfCartFields
        }
      }
    }
  `),
  CART_FIELDS,
);

/** The price sent is the server's own price for the pincode, read just before (the client never sets prices). */
export const ADD_CUSTOM_PRICE = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartAddCustomPrice($cartId: String!, $pincode: String!, $items: [CustomPriceCartItemInput!]!) {
      addSimpleProductsToCartCustomPrice(input: { cart_id: $cartId, pincode: $pincode, cart_items: $items }) {
        cart {
          ...MfCartFields
        }
      }
    }
  `),
  CART_FIELDS,
);

export const PINCODE_PRICE = graphql(/* GraphQL */ `
  query MfCartPincodePrice($sku: String!, $pincode: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        sku
        price_per_box
        price_per_box_for_pincode(pincode: $pincode)
      }
    }
  }
`);
