import { typedDocument } from '@tiles/shared';
import type {
  MfLeadsContactSidebarQuery,
  MfLeadsContactSidebarQueryVariables,
  MfLeadsContactUsMutation,
  MfLeadsContactUsMutationVariables,
} from '../../gql/graphql';

/** Magento's contact form: the store mails the message to its own address, the shopper in Reply-To. */
export const CONTACT_US = typedDocument<MfLeadsContactUsMutation, MfLeadsContactUsMutationVariables>(/* GraphQL */ `
  mutation MfLeadsContactUs($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`);

/** The editors' block beside the form (Venia's contact page shows the same one), in the store view's language. */
export const CONTACT_SIDEBAR = typedDocument<MfLeadsContactSidebarQuery, MfLeadsContactSidebarQueryVariables>(/* GraphQL */ `
  query MfLeadsContactSidebar {
    cmsBlocks(identifiers: ["contact-us-sidebar"]) {
      items {
        identifier
        title
        content
      }
    }
  }
`);
