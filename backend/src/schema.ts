import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, type DefinitionNode, type DocumentNode, type ObjectTypeDefinitionNode } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { BACKEND_ROOT } from './store/db';
import { resolvers } from './resolvers';
import type { StoreContext } from './context';

export const MAGENTO_SDL = path.join(BACKEND_ROOT, 'schema/magento-2.4.7.graphql');
export const EXTENSIONS_SDL = path.join(BACKEND_ROOT, 'schema/extensions.graphql');

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

export function buildStoreSchema() {
  const base = parse(readFileSync(MAGENTO_SDL, 'utf8'));
  const extensions = propagateInterfaceExtensions(base, parse(readFileSync(EXTENSIONS_SDL, 'utf8')));
  return createSchema<StoreContext>({
    typeDefs: [base, extensions],
    resolvers,
    resolverValidationOptions: { requireResolversForResolveType: 'ignore' },
  });
}
