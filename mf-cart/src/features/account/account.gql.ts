import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import { CART_FIELDS } from '../cart-identity/cartIdentity.gql';

export const GENERATE_TOKEN = graphql(/* GraphQL */ `
  mutation MfCartSignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`);

export const REVOKE_TOKEN = graphql(/* GraphQL */ `
  mutation MfCartSignOut {
    revokeCustomerToken {
      result
    }
  }
`);

export const CREATE_CUSTOMER = graphql(/* GraphQL */ `
  mutation MfCartCreateAccount($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        firstname
        email
      }
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
