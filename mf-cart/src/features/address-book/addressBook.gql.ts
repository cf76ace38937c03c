import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
/** Magento's customer address book (createCustomerAddress, updateCustomerAddress, deleteCustomerAddress). */
export const CUSTOMER_ADDRESS_FIELDS = graphql(/* GraphQL */ `
  fragment MfCartCustomerAddress on CustomerAddress {
    id
    firstname
    lastname
    street
    city
    postcode
    telephone
    default_shipping
    default_billing
    region {
      region_id
      region_code
      region
    }
  }
`);

export const CUSTOMER_ADDRESSES = withFragments(
  graphql(/* GraphQL */ `
    query MfCartCustomerAddresses {
      customer {
        addresses {
          ...MfCartCustomerAddress
        }
      }
    }
  `),
  CUSTOMER_ADDRESS_FIELDS,
);

export const CREATE_ADDRESS = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartCreateAddress($input: CustomerAddressInput!) {
      createCustomerAddress(input: $input) {
        ...MfCartCustomerAddress
      }
    }
  `),
  CUSTOMER_ADDRESS_FIELDS,
);

export const UPDATE_ADDRESS = withFragments(
  graphql(/* GraphQL */ `
    mutation MfCartUpdateAddress($id: Int!, $input: CustomerAddressInput!) {
      updateCustomerAddress(id: $id, input: $input) {
        ...MfCartCustomerAddress
      }
    }
  `),
  CUSTOMER_ADDRESS_FIELDS,
);

export const DELETE_ADDRESS = graphql(/* GraphQL */ `
  mutation MfCartDeleteAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`);
