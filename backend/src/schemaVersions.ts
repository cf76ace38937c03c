import { Kind, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { buildStoreSchema } from './schema';

/**
 * Magento 2.4.8 changed `guestOrder`'s input from OrderInformationInput (number, e-mail, billing postcode) to
 * GuestOrderInformationInput (number, e-mail, billing last name). Both kinds of client are served: a document that
 * declares a variable of 2.4.8's type, or writes 2.4.8's `lastname` into `guestOrder`'s input, is validated and run
 * against the 2.4.8 variant of the schema; every other document, and introspection, against 2.4.7's. Each document
 * is thus checked by the spec's own rules against one consistent schema (no rule is relaxed).
 */
export function asks248GuestOrder(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    NamedType(node) {
      if (node.name.value === 'GuestOrderInformationInput') found = true;
    },
    Field(node) {
      if (node.name.value !== 'guestOrder') return;
      const input = node.arguments?.find((a) => a.name.value === 'input')?.value;
      if (input?.kind === Kind.OBJECT && input.fields.some((f) => f.name.value === 'lastname')) found = true;
    },
  });
  return found;
}

export interface StoreSchemas {
  /** Magento 2.4.7's `guestOrder(input: OrderInformationInput!)`: what introspection shows. */
  v247: GraphQLSchema;
  /** Magento 2.4.8's `guestOrder(input: GuestOrderInformationInput!)`. */
  v248: GraphQLSchema;
}

/** 2.4.8's schema is built when a document first needs it (a build takes 0.3–0.6 s; most servers never need it). */
export function buildStoreSchemas(): StoreSchemas {
  let v248: GraphQLSchema | undefined;
  return {
    v247: buildStoreSchema(),
    get v248() {
      v248 ??= buildStoreSchema({ guestOrderInput: 'GuestOrderInformationInput' });
      return v248;
    },
  };
}

export const schemaForDocument = (schemas: StoreSchemas, document: DocumentNode) =>
  asks248GuestOrder(document) ? schemas.v248 : schemas.v247;

/**
 * Validates and runs a 2.4.8 guest order look-up against the 2.4.8 schema. Placed before the limits, which measure the
 * operation against the schema it runs on.
 */
export function useGuestOrderVersions(schemas: StoreSchemas): Plugin {
  return {
    onValidate({ params, validateFn, setValidationFn }) {
      if (!asks248GuestOrder(params.documentAST)) return;
      setValidationFn((_schema, document, rules) => validateFn(schemas.v248, document, rules));
    },
    onExecute({ args }) {
      // The execution arguments are this request's own; the plugins after this one and graphql-js's execute read them.
      if (asks248GuestOrder(args.document)) args.schema = schemas.v248;
    },
  };
}
