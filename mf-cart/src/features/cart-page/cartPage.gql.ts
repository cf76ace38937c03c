import { typedDocument } from '@tiles/shared';
import type {
  MfCartApplyCouponMutation,
  MfCartApplyCouponMutationVariables,
  MfCartRemoveCouponMutation,
  MfCartRemoveCouponMutationVariables,
  MfCartSetPincodeMutation,
  MfCartSetPincodeMutationVariables,
  MfCartUpdateItemsMutation,
  MfCartUpdateItemsMutationVariables,
} from '../../gql/graphql';
import { CART_FIELDS } from '../cart-identity/cartIdentity.gql';

export const UPDATE_ITEMS = typedDocument<MfCartUpdateItemsMutation, MfCartUpdateItemsMutationVariables>(/* GraphQL */ `
  mutation MfCartUpdateItems($cartId: String!, $items: [CartItemUpdateInput]!) {
    updateCartItems(input: { cart_id: $cartId, cart_items: $items }) {
      cart {
        ...MfCartFields
      }
    }
  }
  ${CART_FIELDS}
`);

export const APPLY_COUPON = typedDocument<MfCartApplyCouponMutation, MfCartApplyCouponMutationVariables>(/* GraphQL */ `
  mutation MfCartApplyCoupon($cartId: String!, $code: String!) {
    applyCouponToCart(input: { cart_id: $cartId, coupon_code: $code }) {
      cart {
        ...MfCartFields
      }
    }
  }
  ${CART_FIELDS}
`);

export const REMOVE_COUPON = typedDocument<MfCartRemoveCouponMutation, MfCartRemoveCouponMutationVariables>(/* GraphQL */ `
  mutation MfCartRemoveCoupon($cartId: String!) {
    removeCouponFromCart(input: { cart_id: $cartId }) {
      cart {
        ...MfCartFields
      }
    }
  }
  ${CART_FIELDS}
`);

/** An empty cart_items list only reprices the cart for the pincode (extensions.graphql). */
export const SET_PINCODE = typedDocument<MfCartSetPincodeMutation, MfCartSetPincodeMutationVariables>(/* GraphQL */ `
  mutation MfCartSetPincode($cartId: String!, $pincode: String!) {
    addSimpleProductsToCartCustomPrice(input: { cart_id: $cartId, pincode: $pincode, cart_items: [] }) {
      cart {
        ...MfCartFields
      }
    }
  }
  ${CART_FIELDS}
`);
