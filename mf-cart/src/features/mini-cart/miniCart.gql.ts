import { typedDocument } from '@tiles/shared';
import type { MfCartRemoveItemMutation, MfCartRemoveItemMutationVariables } from '../../gql/graphql';
import { CART_FIELDS } from '../cart-identity/cartIdentity.gql';

export const REMOVE_ITEM = typedDocument<MfCartRemoveItemMutation, MfCartRemoveItemMutationVariables>(/* GraphQL */ `
  mutation MfCartRemoveItem($cartId: String!, $uid: ID!) {
    removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {
      cart {
        ...MfCartFields
      }
    }
  }
  ${CART_FIELDS}
`);
