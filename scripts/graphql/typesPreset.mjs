// GraphQL Code Generator's client preset, writing types only. At run time a remote sends each document's own text
// (`graphql` in <remote>/src/graphql.ts), so the preset's copies of that text in graphql.ts (every operation printed
// again with the fragments it spreads, ~3,400 lines) were never run: its `persistedDocuments` mode
// `replaceDocumentWithHash` leaves each operation its types and a hash instead, and the hash list it would write
// beside them (persisted-documents.json: the backend takes no persisted documents) is not written.
// The preset also hands its typescript-operations plugin only a few of the `config` options; graphql.ts gets them all
// here, so mergeFragmentTypes, skipTypename and the others in codegen.mjs apply.
import { preset as client } from '@graphql-codegen/client-preset';

/** @type {import('@graphql-codegen/plugin-helpers').Types.OutputPreset} */
export const typesPreset = {
  ...client,
  buildGeneratesSection: async (options) => {
    const sections = await client.buildGeneratesSection({
      ...options,
      presetConfig: { ...options.presetConfig, persistedDocuments: { mode: 'replaceDocumentWithHash' } },
    });
    return sections
      .filter((section) => !section.filename.endsWith('persisted-documents.json'))
      .map((section) =>
        section.filename.endsWith('graphql.ts') ? { ...section, config: { ...options.config, ...section.config } } : section,
      );
  },
};
