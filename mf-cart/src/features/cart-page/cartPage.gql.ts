import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import { CART_FIELDS } from '../cart-identity/cartIdentity.gql';

export const UPDATE_ITEMS = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartUpdateItems($cartId: String!, $items: [CartItemUpdateInput]!) {
      updateCartItems(input: { cart_id: $cartId, cart_items: $items }) {
        cart {
          ...MfCartFields
        }
      }
    }
  `),
  CART_FIELDS,
);

export const APPLY_COUPON = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartApplyCoupon($cartId: String!, $code: String!) {
      applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
        cart {
          ...MfCartFields
        }
      }
    }
  `),
  CART_FIELDS,
);

export const REMOVE_COUPON = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartRemoveCoupon($cartId: String!) {
      removeCouponFromCart(input: { cart_id: $cartId }) {
        cart {
          ...MfCartFields
        }
      }
    }
  `),
  CART_FIELDS,
);

/** An empty cart_items list only reprices the cart for the pincode (extensions.graphql). */
export const SET_PINCODE = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartSetPincode($cartId: String!, $pincode: String!) {
      addSimpleProductsToCartCustomPrice(input: { cart_id: $cartId, pincode: $pincode, cart_items: [] }) {
        cart {
          ...MfCartFields
        }
      }
    }
  `),
  CART_FIELDS,
);

/** What delivery to a pincode costs for this cart (Magento's estimateShippingMethods); none where the store cannot deliver. */
export const ESTIMATE_DELIVERY = graphql(/* GraphQL */ `
  mutation MfCartEstimateDelivery($cartId: String!, $pincode: String!) {
    estimateShippingMethods(input: { cart_id: $cartId, address: { country_code: IN, postcode: $pincode } }) {
      carrier_code
      method_title
      amount {
        value
        currency
      }
    }
  }
`);
