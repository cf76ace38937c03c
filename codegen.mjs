// GraphQL Code Generator: result and variables types for every operation and fragment of the remotes, from
// Magento's schema plus the storefront's extensions; types only (scripts/graphql/typesPreset.mjs): the documents'
// text stays in their `*.gql.ts`. `node scripts/check-graphql.mjs` (in `npm test`) fails when the committed output
// is stale; `npm run codegen` rewrites it. Each remote gets its own folder so no remote imports another's types.
import { typesPreset } from './scripts/graphql/typesPreset.mjs';
import { REMOTES } from './scripts/ports.mjs';

const REMOTES_WITH_GRAPHQL = Object.values(REMOTES);

/** @type {import('@graphql-codegen/cli').CodegenConfig} */
const config = {
  // Magento 2.4.7 + backend/schema/extensions.graphql, interface extensions merged as Magento does.
  schema: { 'backend/schema/extensions.graphql': { loader: './scripts/graphql/storefrontSchema.mjs' } },
  ignoreNoDocuments: false,
  generates: Object.fromEntries(
    REMOTES_WITH_GRAPHQL.map((remote) => [
      `${remote}/src/gql/`,
      {
        documents: [`${remote}/src/**/*.gql.ts`],
        preset: typesPreset,
        // Fragment types stay plain (no masking): a card takes the fields its fragment selects as props.
        // No index.ts: each remote imports its typed graphql() from gql/gql (src/graphql.ts).
        presetConfig: { fragmentMasking: false, skipIndexFile: true },
        config: {
          // TypedDocumentString: documents stay strings (graphql-request sends them as they are), typed by result and
          // variables. DocumentNode mode would put each document's AST and graphql-js's printer in the page.
          documentMode: 'string',
          enumsAsTypes: true,
          useTypeImports: true,
          skipTypename: true,
          // Only what the operations use: client-preset 6 emits just the inputs and enums a remote's documents
          // reach (5 wrote all of Magento's, ~2,000 lines a remote); identical branches of an interface's
          // implementations merged into one.
          onlyOperationTypes: true,
          mergeFragmentTypes: true,
          // A selected field is always in the answer (value or null): `name: string | null`, not `name?: …`.
          avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
          // Magento's Float/Int/ID/String only; no custom scalars in the schema.
          scalars: { ID: 'string' },
        },
      },
    ]),
  ),
};

export default config;
