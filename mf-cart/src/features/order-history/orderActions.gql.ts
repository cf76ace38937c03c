import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import { CART_FIELDS } from '../cart-identity/cartIdentity.gql';
import { ORDER_DETAIL_FIELDS } from './orderHistory.gql';

/** Magento's cancelOrder: a refusal comes back in `error`, beside the order as it stands. */
export const CANCEL_ORDER = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartCancelOrder($orderId: ID!, $reason: String!) {
      cancelOrder(input: { order_id: $orderId, reason: $reason }) {
        error
        order {
          ...MfCartOrderDetail
        }
      }
    }
  `),
  ORDER_DETAIL_FIELDS,
);

/** Magento's reorderItems: the order's tiles into the customer's cart, each line it could not add as an error. */
export const REORDER_ITEMS = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartReorderItems($orderNumber: String!) {
      reorderItems(orderNumber: $orderNumber) {
        cart {
          ...MfCartFields
        }
        userInputErrors {
          message
        }
      }
    }
  `),
  CART_FIELDS,
);
