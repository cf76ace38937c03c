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
