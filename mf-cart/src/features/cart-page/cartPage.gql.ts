import { CART_FIELDS } from '../cart-identity/cartIdentity.gql';

export const UPDATE_ITEMS = /* GraphQL */ `
  mutation MfCartUpdateItems($cartId: String!, $items: [CartItemUpdateInput]!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: $items }) {
      cart { ...MfCartFields }
    }
  }
  ${CART_FIELDS}
`;

export const APPLY_COUPON = /* GraphQL */ `
  mutation MfCartApplyCoupon($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart { ...MfCartFields }
    }
  }
  ${CART_FIELDS}
`;

export const REMOVE_COUPON = /* GraphQL */ `
  mutation MfCartRemoveCoupon($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart { ...MfCartFields }
    }
  }
  ${CART_FIELDS}
`;

/** An empty cart_items list only reprices the cart for the pincode (extensions.graphql). */
export const SET_PINCODE = /* GraphQL */ `
  mutation MfCartSetPincode($cartId: String!, $pincode: String!) {
    addSimpleProductsToCartCustomPrice(input: { cart_id: $cartId, pincode: $pincode, cart_items: [] }) {
      cart { ...MfCartFields }
    }
  }
  ${CART_FIELDS}
`;
