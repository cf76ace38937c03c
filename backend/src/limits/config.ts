import { intSetting } from '../configError';

/** What one GraphQL request may ask for. README "Configuration" documents each variable. */
export interface GraphqlLimits {
  /** Nested selection levels, counting fragment contents where they are spread. */
  maxDepth: number;
  /** Aliased fields in one operation (each alias is another copy of the work). */
  maxAliases: number;
  /** Lexical tokens in the document: bounds parsing time before anything else runs. */
  maxTokens: number;
  /** Estimated cost: fields, each list multiplied by its page size (see cost.ts). */
  maxCost: number;
  /** Items of any one list in the variables (a sku `in` filter): longer lists are refused before they are read. */
  maxListItems: number;
  /** Wall time for executing one operation; resolvers started after it answer a timeout. */
  timeoutMs: number;
}

/**
 * Read once at start-up. Depth 20 is Magento's own default (queryDepth); the others leave at least twice the
 * largest the storefront itself sends (limits/__tests__/storefrontDocuments.test.ts checks it: 306 tokens, 11 levels,
 * 12 aliases, cost 722 for a wishlist write; limits/__tests__/clientsAndAttacks.test.ts: Venia and the drop-ins at
 * most 3,492, every attack shape at least 6,042), so only documents no page sends are refused.
 */
export function graphqlLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): GraphqlLimits {
  return {
    maxDepth: intSetting(env, 'TILES_GRAPHQL_MAX_DEPTH', 20),
    maxAliases: intSetting(env, 'TILES_GRAPHQL_MAX_ALIASES', 30),
    maxTokens: intSetting(env, 'TILES_GRAPHQL_MAX_TOKENS', 1000),
    maxCost: intSetting(env, 'TILES_GRAPHQL_MAX_COST', 5000),
    maxListItems: intSetting(env, 'TILES_GRAPHQL_MAX_LIST_ITEMS', 1000),
    timeoutMs: intSetting(env, 'TILES_GRAPHQL_TIMEOUT_MS', 5000),
  };
}
