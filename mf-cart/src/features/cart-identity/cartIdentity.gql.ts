import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
/** The cart as every cart view reads it; composed into each mutation so one answer refreshes all views. */
export const CART_FIELDS = graphql(/* GraphQL */ `
  fragment MfCartFields on Cart {
    id
    pincode
    email
    total_quantity
    applied_coupons {
      code
    }
    prices {
      grand_total {
        value
        currency
      }
      subtotal_including_tax {
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
    }
    items {
      uid
      quantity
      errors {
        code
        message
      }
      prices {
        price {
          value
          currency
        }
        row_total {
          value
          currency
        }
        total_item_discount {
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
      }
      product {
        sku
        name
        url_key
        small_image {
          url
          label
        }
        price_range {
          minimum_price {
            regular_price {
              value
              currency
            }
          }
        }
        sqft_per_box
        tile_size
        price_per_box
      }
    }
  }
`);

export const CART_QUERY = withFragments(
  graphql(/* GraphQL */ `
    query MfCartCart($cartId: String!) {
      cart(cart_id: $cartId) {
        ...MfCartFields
      }
    }
  `),
  CART_FIELDS,
);

export const CUSTOMER_CART = graphql(/* GraphQL */ `
  query MfCartCustomerCart {
    customerCart {
      id
    }
  }
`);

export const CREATE_EMPTY_CART = graphql(/* GraphQL */ `
  mutation MfCartCreateEmptyCart {
    createEmptyCart
  }
`);

export const CUSTOMER_NAME = graphql(/* GraphQL */ `
  query MfCartCustomerName {
    customer {
      firstname
      lastname
      email
    }
  }
`);

/** Nothing the guest added is lost: the guest cart's lines move into the customer's cart. */
export const MERGE_CARTS = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartMergeCarts($source: String!, $destination: String!) {
      mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
        ...MfCartFields
      }
    }
  `),
  CART_FIELDS,
);
