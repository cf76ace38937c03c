import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { getNullableType, isListType, type DocumentNode, type GraphQLSchema } from 'graphql';

/** Magento's default page size, for a paged field asked for without pageSize. */
const DEFAULT_PAGE_SIZE = 20;
/** At most this many related products per product (resolvers/catalog.ts slices to 8). */
const RELATED_FAN_OUT = 8;
const RELATED_FIELDS = new Set(['related_products', 'upsell_products', 'crosssell_products']);

/**
 * Every field costs 1; a paged field (one with a pageSize argument) costs its page size times what each item
 * selects, a related-products list 8 times. So products(pageSize:100){ items{ related_products{ related_products{…} } } }
 * costs 100 × 8 × 8 × …: the page size × nesting that makes a document expensive to answer, known before it runs.
 */
const pagedEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (field.args.some((a) => a.name === 'pageSize')) {
    const pageSize = typeof args.pageSize === 'number' && args.pageSize > 0 ? args.pageSize : DEFAULT_PAGE_SIZE;
    return 1 + pageSize * childComplexity;
  }
  if (RELATED_FIELDS.has(field.name) && isListType(getNullableType(field.type))) return 1 + RELATED_FAN_OUT * childComplexity;
  return 1 + childComplexity;
};

export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): number {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [pagedEstimator],
  });
}

/** Fields that may not be selected inside themselves: one level of related products is all a page shows. */
export const NO_SELF_NESTING: ReadonlySet<string> = RELATED_FIELDS;
