// The schema the storefront is written against: Magento 2.4.7's storefront SDL plus backend/schema/extensions.graphql,
// with each new interface field also added to the types implementing that interface (Magento merges them so;
// graphql-js does not — backend/src/schema.ts does the same for the served schema). Used by codegen.mjs and
// scripts/check-graphql.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, buildASTSchema, concatAST, parse } from 'graphql';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const MAGENTO_SDL = 'backend/schema/magento-2.4.7.graphql';
export const EXTENSIONS_SDL = 'backend/schema/extensions.graphql';

const read = (file) => parse(readFileSync(path.join(root, file), 'utf8'), { noLocation: false });

/** Object-type extensions copying each interface extension's fields onto the base types implementing it. */
function propagated(base, extensions) {
  const extra = [];
  for (const def of extensions.definitions) {
    if (def.kind !== Kind.INTERFACE_TYPE_EXTENSION || !def.fields) continue;
    for (const type of base.definitions) {
      if (type.kind === Kind.OBJECT_TYPE_DEFINITION && type.interfaces?.some((i) => i.name.value === def.name.value)) {
        extra.push({ kind: Kind.OBJECT_TYPE_EXTENSION, name: type.name, fields: def.fields });
      }
    }
  }
  return { kind: Kind.DOCUMENT, definitions: extra };
}

export function storefrontDocuments() {
  const base = read(MAGENTO_SDL);
  const extensions = read(EXTENSIONS_SDL);
  return { base, extensions, merged: concatAST([base, extensions, propagated(base, extensions)]) };
}

/** The base schema alone (to tell what the operations use beyond Magento) and the storefront's schema. */
export function storefrontSchemas() {
  const { base, merged } = storefrontDocuments();
  return { magento: buildASTSchema(base), storefront: buildASTSchema(merged) };
}

/** codegen.mjs custom loader: `schema: { [MAGENTO_SDL]: { loader } }`. */
export default function loader() {
  return storefrontSchemas().storefront;
}
