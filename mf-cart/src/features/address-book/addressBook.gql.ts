import { typedDocument } from '@tiles/shared';
import type {
  MfCartCreateAddressMutation,
  MfCartCreateAddressMutationVariables,
  MfCartCustomerAddressesQuery,
  MfCartCustomerAddressesQueryVariables,
  MfCartDeleteAddressMutation,
  MfCartDeleteAddressMutationVariables,
  MfCartUpdateAddressMutation,
  MfCartUpdateAddressMutationVariables,
} from '../../gql/graphql';
/** Magento's customer address book (createCustomerAddress, updateCustomerAddress, deleteCustomerAddress). */
export const CUSTOMER_ADDRESS_FIELDS = /* GraphQL */ `
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
`;

export const CUSTOMER_ADDRESSES = typedDocument<MfCartCustomerAddressesQuery, MfCartCustomerAddressesQueryVariables>(/* GraphQL */ `
  query MfCartCustomerAddresses {
    customer {
      addresses {
        ...MfCartCustomerAddress
      }
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`);

export const CREATE_ADDRESS = typedDocument<MfCartCreateAddressMutation, MfCartCreateAddressMutationVariables>(/* GraphQL */ `
  mutation MfCartCreateAddress($input: CustomerAddressInput!) {
    createCustomerAddress(input: $input) {
      ...MfCartCustomerAddress
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`);

export const UPDATE_ADDRESS = typedDocument<MfCartUpdateAddressMutation, MfCartUpdateAddressMutationVariables>(/* GraphQL */ `
  mutation MfCartUpdateAddress($id: Int!, $input: CustomerAddressInput!) {
    updateCustomerAddress(id: $id, input: $input) {
      ...MfCartCustomerAddress
    }
  }
  ${CUSTOMER_ADDRESS_FIELDS}
`);

export const DELETE_ADDRESS = typedDocument<MfCartDeleteAddressMutation, MfCartDeleteAddressMutationVariables>(/* GraphQL */ `
  mutation MfCartDeleteAddress($id: Int!) {
    deleteCustomerAddress(id: $id)
  }
`);
