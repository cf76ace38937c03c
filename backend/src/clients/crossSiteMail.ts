import { getOperationAST, Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { magentoError } from '../errors';

/**
 * Mutations that send mail (to the shopper, to the store, or to an account's address when it changes) or that will:
 * a page on another site must not make its visitors' browsers send them. Requests from the store's own pages say
 * `Sec-Fetch-Site: same-origin` (through the shell) or `same-site` (the language hosts); servers and apps send none.
 */
export const MAIL_SENDING_MUTATIONS: ReadonlySet<string> = new Set([
  'requestPasswordResetEmail',
  'resetPassword',
  'changeCustomerPassword',
  'contactUs',
  'subscribeEmailToNewsletter',
  'createCustomer',
  'createCustomerV2',
  'updateCustomer',
  'updateCustomerV2',
  'updateCustomerEmail',
  'placeOrder',
  'cancelOrder',
  'requestGuestOrderCancel',
  'confirmCancelOrder',
]);

/** The shell's words for a form posted from another site (shell/src/i18n `formCrossSite`), said of an API request. */
export const CROSS_SITE_REFUSAL =
  "This request can only be sent from this store's own pages. Open the page on this site and send it again.";

/** The operation's root fields, through inline fragments and fragment spreads (each fragment once). */
function rootFields(selections: readonly SelectionNode[], document: DocumentNode, seen = new Set<string>()): string[] {
  return selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return [s.name.value];
    if (s.kind === Kind.INLINE_FRAGMENT) return rootFields(s.selectionSet.selections, document, seen);
    if (seen.has(s.name.value)) return [];
    seen.add(s.name.value);
    const fragment = document.definitions.find(
      (d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION && d.name.value === s.name.value,
    );
    return fragment ? rootFields(fragment.selectionSet.selections, document, seen) : [];
  });
}

/**
 * A mutation that sends mail, asked for by a browser on another site (`Sec-Fetch-Site: cross-site`), is refused with
 * 403 before it runs, as the shell refuses a form posted from another site. Fields in fragments count too.
 */
export function useCrossSiteMailRefusal(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const request = (args.contextValue as { request?: Request }).request;
      if (request?.headers.get('sec-fetch-site') !== 'cross-site') return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      const fields = rootFields(operation.selectionSet.selections, args.document as DocumentNode);
      if (!fields.some((f) => MAIL_SENDING_MUTATIONS.has(f))) return;
      const refusal = magentoError(CROSS_SITE_REFUSAL, 'graphql-authorization');
      refusal.extensions.http = { status: 403 };
      setResultAndStopExecution({ errors: [refusal] });
    },
  };
}
