import { CART_FIELDS } from '../cart-identity/cartIdentity.gql';

export const GENERATE_TOKEN = /* GraphQL */ `
  mutation MfCartSignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) { token }
  }
`;

export const REVOKE_TOKEN = /* GraphQL */ `
  mutation MfCartSignOut {
    revokeCustomerToken { result }
  }
`;

export const CREATE_CUSTOMER = /* GraphQL */ `
  mutation MfCartCreateAccount($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) { customer { firstname email } }
  }
`;

/** Nothing the guest added is lost: the guest cart's lines move into the customer's cart. */
export const MERGE_CARTS = /* GraphQL */ `
  mutation MfCartMergeCarts($source: String!, $destination: String!) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) { ...MfCartFields }
  }
  ${CART_FIELDS}
`;
