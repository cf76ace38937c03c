import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import { CART_FIELDS } from '../cart-identity/cartIdentity.gql';

export const REMOVE_ITEM = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartRemoveItem($cartId: String!, $uid: ID!) {
      removeItemFromCart(input: { cart_id: $cartId, cart_item_uid: $uid }) {
        cart {
          ...MfCartFields
        }
      }
    }
  `),
  CART_FIELDS,
);
