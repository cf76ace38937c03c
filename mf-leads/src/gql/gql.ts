/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation MfLeadsContactUs($input: ContactUsInput!) {\n    contactUs(input: $input) {\n      status\n    }\n  }\n": typeof types.MfLeadsContactUsDocument,
    "\n  query MfLeadsContactSidebar {\n    cmsBlocks(identifiers: [\"contact-us-sidebar\"]) {\n      items {\n        identifier\n        title\n        content\n      }\n    }\n  }\n": typeof types.MfLeadsContactSidebarDocument,
    "\n  mutation MfLeadsSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n": typeof types.MfLeadsSubscribeDocument,
};
const documents: Documents = {
    "\n  mutation MfLeadsContactUs($input: ContactUsInput!) {\n    contactUs(input: $input) {\n      status\n    }\n  }\n": types.MfLeadsContactUsDocument,
    "\n  query MfLeadsContactSidebar {\n    cmsBlocks(identifiers: [\"contact-us-sidebar\"]) {\n      items {\n        identifier\n        title\n        content\n      }\n    }\n  }\n": types.MfLeadsContactSidebarDocument,
    "\n  mutation MfLeadsSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n": types.MfLeadsSubscribeDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfLeadsContactUs($input: ContactUsInput!) {\n    contactUs(input: $input) {\n      status\n    }\n  }\n"): typeof import('./graphql').MfLeadsContactUsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MfLeadsContactSidebar {\n    cmsBlocks(identifiers: [\"contact-us-sidebar\"]) {\n      items {\n        identifier\n        title\n        content\n      }\n    }\n  }\n"): typeof import('./graphql').MfLeadsContactSidebarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MfLeadsSubscribe($email: String!) {\n    subscribeEmailToNewsletter(email: $email) {\n      status\n    }\n  }\n"): typeof import('./graphql').MfLeadsSubscribeDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
