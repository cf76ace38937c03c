import { graphql } from '../../graphql';

/** Each edit answers the customer as now stored, which the page shows from then on. */
export const UPDATE_NAME = graphql(/* GraphQL */ `
  mutation MfCartUpdateName($firstname: String!, $lastname: String!) {
    updateCustomerV2(input: { firstname: $firstname, lastname: $lastname }) {
      customer {
        firstname
        lastname
        email
      }
    }
  }
`);

/** Magento asks for the current password before it moves the account to another address. */
export const UPDATE_EMAIL = graphql(/* GraphQL */ `
  mutation MfCartUpdateEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        firstname
        lastname
        email
      }
    }
  }
`);

export const CHANGE_PASSWORD = graphql(/* GraphQL */ `
  mutation MfCartChangePassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`);
