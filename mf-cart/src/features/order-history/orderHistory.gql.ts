import { typedDocument } from '@tiles/shared';
import type { MfCartCustomerOrdersQuery, MfCartCustomerOrdersQueryVariables } from '../../gql/graphql';
/** Magento's Customer.orders: the order list with each order's detail (items, totals, status, addresses). */
export const CUSTOMER_ORDERS = typedDocument<MfCartCustomerOrdersQuery, MfCartCustomerOrdersQueryVariables>(/* GraphQL */ `
  query MfCartCustomerOrders($pageSize: Int!) {
    customer {
      orders(pageSize: $pageSize) {
        total_count
        items {
          number
          order_date
          status
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
      }
    }
  }
`);
