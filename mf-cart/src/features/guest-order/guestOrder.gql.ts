import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import { ORDER_DETAIL_FIELDS } from '../order-history/orderHistory.gql';

/** Magento 2.4.7's guest look-up: order number, the order's e-mail and its billing pincode, all three must match. */
export const GUEST_ORDER = withFragments(
  graphql(/* GraphQL */ `
    query MfCartGuestOrder($input: OrderInformationInput!) {
      guestOrder(input: $input) {
        ...MfCartOrderDetail
      }
    }
  `),
  ORDER_DETAIL_FIELDS,
);

/** The order behind the token its mails carry (Magento's guestOrderByToken): the token stands for all three fields. */
export const GUEST_ORDER_BY_TOKEN = withFragments(
  graphql(/* GraphQL */ `
    query MfCartGuestOrderByToken($token: String!) {
      storeConfig {
        order_cancellation_enabled
        order_cancellation_reasons {
          description
        }
      }
      guestOrderByToken(input: { token: $token }) {
        ...MfCartOrderDetail
      }
    }
  `),
  ORDER_DETAIL_FIELDS,
);

/** A guest asks to cancel: the store mails a confirmation link to the order's address (Magento 2.4.8). */
export const REQUEST_GUEST_CANCEL = graphql(/* GraphQL */ `
  mutation MfCartRequestGuestCancel($token: String!, $reason: String!) {
    requestGuestOrderCancel(input: { token: $token, reason: $reason }) {
      error
    }
  }
`);

/** The mailed key cancels the guest's order (Magento 2.4.8's confirmCancelOrder). */
export const CONFIRM_GUEST_CANCEL = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartConfirmGuestCancel($orderId: ID!, $key: String!) {
      confirmCancelOrder(input: { order_id: $orderId, confirmation_key: $key }) {
        error
        order {
          ...MfCartOrderDetail
        }
      }
    }
  `),
  ORDER_DETAIL_FIELDS,
);
