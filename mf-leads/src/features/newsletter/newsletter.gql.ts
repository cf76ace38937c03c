import { typedDocument } from '@tiles/shared';
import type { MfLeadsSubscribeMutation, MfLeadsSubscribeMutationVariables } from '../../gql/graphql';

/** Magento's newsletter sign-up: the answer is the address's status (SUBSCRIBED, or UNCONFIRMED when the store asks for a confirmation). */
export const SUBSCRIBE = typedDocument<MfLeadsSubscribeMutation, MfLeadsSubscribeMutationVariables>(/* GraphQL */ `
  mutation MfLeadsSubscribe($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`);
