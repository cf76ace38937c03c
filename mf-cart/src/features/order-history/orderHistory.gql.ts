import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';

/** What an order's view shows (items, totals, status, addresses): the customer's orders and a guest's look-up. */
export const ORDER_DETAIL_FIELDS = graphql(/* GraphQL */ `
  fragment MfCartOrderDetail on CustomerOrder {
    id
    number
    order_date
    status
    status_code
    status_history {
      status
      changed_at
    }
    shipments {
      id
      tracking {
        title
        number
        tracking_url
      }
    }
    shipping_method
    payment_methods {
      name
    }
    items {
      id
      product_name
      product_sku
      quantity_ordered
      product_sale_price {
        value
        currency
      }
    }
    total {
      subtotal {
        value
        currency
      }
      discounts {
        label
        amount {
          value
          currency
        }
      }
      total_shipping {
        value
        currency
      }
      total_tax {
        value
        currency
      }
      grand_total {
        value
        currency
      }
    }
    shipping_address {
      firstname
      lastname
      street
      city
      region
      postcode
      telephone
    }
    billing_address {
      firstname
      lastname
      street
      city
      region
      postcode
      telephone
    }
  }
`);

/** Magento's Customer.orders: the order list with each order's detail. */
export const CUSTOMER_ORDERS = withFragments(
  graphql(/* GraphQL */ `
    query MfCartCustomerOrders($pageSize: Int!) {
      storeConfig {
        order_cancellation_enabled
        order_cancellation_reasons {
          description
        }
      }
      customer {
        orders(pageSize: $pageSize) {
          total_count
          items {
            ...MfCartOrderDetail
          }
        }
      }
    }
  `),
  ORDER_DETAIL_FIELDS,
);
