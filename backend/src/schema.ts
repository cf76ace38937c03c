import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Kind,
  parse,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
} from 'graphql';
import { createSchema } from 'graphql-yoga';
import { BACKEND_ROOT } from './store/db';
import { resolvers } from './resolvers';
import type { StoreContext } from './context';

export const MAGENTO_SDL = path.join(BACKEND_ROOT, 'schema/magento-2.4.7.graphql');
export const EXTENSIONS_SDL = path.join(BACKEND_ROOT, 'schema/extensions.graphql');
/** Open Source modules and PWA Studio's companion modules that Magento's own storefront (Venia) needs. */
export const MODULES_SDL = path.join(BACKEND_ROOT, 'schema/magento-modules.graphql');
/** Open Source 2.4.7 fields the base file lacks and 2.4.8's additions, which Adobe's storefront drop-ins send. */
export const OPEN_SOURCE_248_SDL = path.join(BACKEND_ROOT, 'schema/magento-2.4.8.graphql');

/** Magento merges interface extensions into every implementing type; graphql-js does not, so we do it here. */
export function propagateInterfaceExtensions(base: DocumentNode, extensions: DocumentNode): DocumentNode {
  const implementers = (iface: string) =>
    base.definitions.filter(
      (d): d is ObjectTypeDefinitionNode => d.kind === Kind.OBJECT_TYPE_DEFINITION && !!d.interfaces?.some((i) => i.name.value === iface),
    );
  const extra: DefinitionNode[] = [];
  for (const def of extensions.definitions) {
    if (def.kind !== Kind.INTERFACE_TYPE_EXTENSION || !def.fields) continue;
    for (const type of implementers(def.name.value)) {
      extra.push({ kind: Kind.OBJECT_TYPE_EXTENSION, name: type.name, fields: def.fields });
    }
  }
  return { kind: Kind.DOCUMENT, definitions: [...extensions.definitions, ...extra] };
}

/**
 * Serves only the root operations this store resolves: an operation Magento has but this store does not (reviews,
 * customer deletion, …) is absent from the served schema, so it is refused at validation instead of answering
 * null where Magento would act. README "Backend" lists what is served.
 */
export function withoutUnresolvedOperations(doc: DocumentNode, resolved: Record<string, Record<string, unknown>>): DocumentNode {
  return {
    ...doc,
    definitions: doc.definitions.map((d) => {
      if (
        (d.kind !== Kind.OBJECT_TYPE_DEFINITION && d.kind !== Kind.OBJECT_TYPE_EXTENSION) ||
        !['Query', 'Mutation'].includes(d.name.value)
      )
        return d;
      return { ...d, fields: d.fields?.filter((f) => resolved[d.name.value]?.[f.name.value]) };
    }),
  };
}

/** The input type of `guestOrder`: 2.4.7's (number, e-mail, billing postcode) or 2.4.8's (number, e-mail, last name). */
export type GuestOrderInput = 'OrderInformationInput' | 'GuestOrderInformationInput';

/** Magento's SDL with `Query.guestOrder(input:)` of the given input type (2.4.7's file names OrderInformationInput). */
function withGuestOrderInput(doc: DocumentNode, input: GuestOrderInput): DocumentNode {
  if (input === 'OrderInformationInput') return doc;
  return visit(doc, {
    FieldDefinition(field, _key, _parent, _path, ancestors) {
      const owner = ancestors[ancestors.length - 1] as DefinitionNode | undefined;
      if (field.name.value !== 'guestOrder' || !owner || !('name' in owner) || owner.name?.value !== 'Query') return undefined;
      return {
        ...field,
        arguments: field.arguments?.map((arg) =>
          arg.name.value === 'input'
            ? { ...arg, type: { kind: Kind.NON_NULL_TYPE, type: { kind: Kind.NAMED_TYPE, name: { kind: Kind.NAME, value: input } } } }
            : arg,
        ),
      } as FieldDefinitionNode;
    },
  });
}

/**
 * The schema this backend serves. `guestOrderInput` picks `guestOrder`'s input type: a field has one argument type, and
 * graphql-js (as the spec) accepts a variable only where its type is that same named type, so 2.4.7's and 2.4.8's
 * clients each need a schema of their own (`schemaVersions.ts` picks one per document).
 */
export function buildStoreSchema({ guestOrderInput = 'OrderInformationInput' }: { guestOrderInput?: GuestOrderInput } = {}) {
  const base = withGuestOrderInput(withoutUnresolvedOperations(parse(readFileSync(MAGENTO_SDL, 'utf8')), resolvers), guestOrderInput);
  const extend = (file: string) =>
    withoutUnresolvedOperations(propagateInterfaceExtensions(base, parse(readFileSync(file, 'utf8'))), resolvers);
  const modules = extend(MODULES_SDL);
  const openSource248 = extend(OPEN_SOURCE_248_SDL);
  const extensions = extend(EXTENSIONS_SDL);
  return createSchema<StoreContext>({
    typeDefs: [base, modules, openSource248, extensions],
    resolvers,
    resolverValidationOptions: { requireResolversForResolveType: 'ignore' },
  });
}
