import { graphql } from '../../graphql';

/** Magento's newsletter sign-up: the answer is the address's status (SUBSCRIBED, or UNCONFIRMED when the store asks for a confirmation). */
export const SUBSCRIBE = graphql(/* GraphQL */ `
  mutation MfLeadsSubscribe($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`);
