import { documentText } from '@tiles/shared';
import type { graphql as generatedGraphql } from './gql/gql';

/**
 * This remote's GraphQL documents, in `*.gql.ts` files: `graphql(…)` of a template has the type codegen generated
 * for that exact text (`TypedDocumentString<XQuery, XQueryVariables>`), so a call's result and variables follow from
 * its document; text codegen has not seen matches no overload and fails `tsc`. At run time it is the text itself
 * (shared's `documentText`): codegen's own function holds every document of the remote in one map, in every chunk
 * that runs one. The fragments a document spreads are appended with `withFragments`.
 */
export const graphql = documentText as unknown as typeof generatedGraphql;
