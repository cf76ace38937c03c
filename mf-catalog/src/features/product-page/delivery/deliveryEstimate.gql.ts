import { graphql } from '../../../graphql';

/** The same carriers and prices as the cart's estimateShippingMethods, for the calculator's boxes of this tile. */
export const PRODUCT_DELIVERY = graphql(/* GraphQL */ `
  query MfCatalogProductDelivery($sku: String!, $quantity: Float!, $pincode: String!) {
    estimateProductDelivery(sku: $sku, quantity: $quantity, pincode: $pincode) {
      pincode
      serviceable
      methods {
        carrier_code
        method_code
        amount {
          value
          currency
        }
        delivery_days_min
        delivery_days_max
      }
    }
  }
`);
