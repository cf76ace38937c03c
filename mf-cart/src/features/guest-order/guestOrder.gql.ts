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
      guestOrderByToken(input: { token: $token }) {
        ...MfCartOrderDetail
      }
    }
  `),
  ORDER_DETAIL_FIELDS,
);
