import { graphql } from '../../graphql';

/** Magento's contact form: the store mails the message to its own address, the shopper in Reply-To. */
export const CONTACT_US = graphql(/* GraphQL */ `
  mutation MfLeadsContactUs($input: ContactUsInput!) {
    contactUs(input: $input) {
      status
    }
  }
`);

/** The editors' block beside the form (Venia's contact page shows the same one), in the store view's language. */
export const CONTACT_SIDEBAR = graphql(/* GraphQL */ `
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
