import { graphql } from '../../graphql';

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
