import type { SearchProductCardFragment, SearchProductsQuery } from '../../gql/graphql';

/** Generated from searchResults.gql.ts (codegen.mjs); named here for the views and hooks. */
export type SearchProductCard = SearchProductCardFragment;
export type SearchProductsData = SearchProductsQuery;
export type Aggregation = NonNullable<NonNullable<NonNullable<SearchProductsData['products']>['aggregations']>[number]>;

/** A card the page can show and sell: the schema leaves sku and name nullable, a card needs both. */
export type ShownProductCard = SearchProductCard & { sku: string; name: string };
export const isShownProduct = (p: SearchProductCard | null): p is ShownProductCard => !!p?.sku && !!p.name;
