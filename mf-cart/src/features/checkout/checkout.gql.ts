import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import { CART_FIELDS } from '../cart-identity/cartIdentity.gql';

/** What checkout reads beyond the cart views: addresses, methods and the chosen ones. */
export const CHECKOUT_FIELDS = withFragments(
  graphql(/* GraphQL */ `
    fragment MfCartCheckoutFields on Cart {
      ...MfCartFields
      shipping_addresses {
        firstname
        lastname
        street
        city
        postcode
        telephone
        region {
          code
          label
          region_id
        }
        country {
          code
          label
        }
        available_shipping_methods {
          carrier_code
          carrier_title
          method_code
          method_title
          available
          amount {
            value
            currency
          }
        }
        selected_shipping_method {
          carrier_code
          carrier_title
          method_code
          method_title
          amount {
            value
            currency
          }
        }
      }
      billing_address {
        firstname
        lastname
        street
        city
        postcode
        telephone
        region {
          code
          label
        }
      }
      available_payment_methods {
        code
        title
      }
      selected_payment_method {
        code
        title
      }
    }
  `),
  CART_FIELDS,
);

export const CHECKOUT_CART = withFragments(
  graphql(/* GraphQL */ `
    query MfCartCheckoutCart($cartId: String!) {
      cart(cart_id: $cartId) {
        ...MfCartCheckoutFields
      }
    }
  `),
  CHECKOUT_FIELDS,
);

export const SET_GUEST_EMAIL = graphql(/* GraphQL */ `
  mutation MfCartSetGuestEmail($cartId: String!, $email: String!) {
    setGuestEmailOnCart(input: { cart_id: $cartId, email: $email }) {
      cart {
        email
      }
    }
  }
`);

export const SET_SHIPPING_ADDRESS = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartSetShippingAddress($cartId: String!, $address: CartAddressInput!) {
      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ address: $address }] }) {
        cart {
          ...MfCartCheckoutFields
        }
      }
    }
  `),
  CHECKOUT_FIELDS,
);

/** A signed-in customer ships to a saved address by its id (Magento's customer_address_id). */
export const SET_SHIPPING_ADDRESS_FROM_BOOK = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartSetShippingAddressFromBook($cartId: String!, $addressId: Int!) {
      setShippingAddressesOnCart(input: { cart_id: $cartId, shipping_addresses: [{ customer_address_id: $addressId }] }) {
        cart {
          ...MfCartCheckoutFields
        }
      }
    }
  `),
  CHECKOUT_FIELDS,
);

export const SET_SHIPPING_METHOD = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartSetShippingMethod($cartId: String!, $carrier: String!, $method: String!) {
      setShippingMethodsOnCart(input: { cart_id: $cartId, shipping_methods: [{ carrier_code: $carrier, method_code: $method }] }) {
        cart {
          ...MfCartCheckoutFields
        }
      }
    }
  `),
  CHECKOUT_FIELDS,
);

export const SET_BILLING_ADDRESS = graphql(/* GraphQL */ `
  mutation MfCartSetBillingAddress($cartId: String!, $billing: BillingAddressInput!) {
    setBillingAddressOnCart(input: { cart_id: $cartId, billing_address: $billing }) {
      cart {
        id
      }
    }
  }
`);

export const SET_PAYMENT_METHOD = graphql(/* GraphQL */ `
  mutation MfCartSetPaymentMethod($cartId: String!, $code: String!) {
    setPaymentMethodOnCart(input: { cart_id: $cartId, payment_method: { code: $code } }) {
      cart {
        id
      }
    }
  }
`);

export const PLACE_ORDER = graphql(/* GraphQL */ `
  mutation MfCartPlaceOrder($cartId: String!) {
    placeOrder(input: { cart_id: $cartId }) {
      order {
        order_number
      }
      errors {
        message
        code
      }
    }
  }
`);
