import { typedDocument } from '@tiles/shared';
import type { MfCartGuestOrderQuery, MfCartGuestOrderQueryVariables } from '../../gql/graphql';
import { ORDER_DETAIL_FIELDS } from '../order-history/orderHistory.gql';

/** Magento 2.4.7's guest look-up: order number, the order's e-mail and its billing pincode, all three must match. */
export const GUEST_ORDER = typedDocument<MfCartGuestOrderQuery, MfCartGuestOrderQueryVariables>(/* GraphQL */ `
  query MfCartGuestOrder($input: OrderInformationInput!) {
    guestOrder(input: $input) {
      ...MfCartOrderDetail
    }
  }
  ${ORDER_DETAIL_FIELDS}
`);
