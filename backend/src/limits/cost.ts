import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { getNullableType, isListType, type DocumentNode, type GraphQLSchema } from 'graphql';

/** Magento's default page size, for a paged field asked for without pageSize. */
const DEFAULT_PAGE_SIZE = 20;
/** At most this many related products per product (resolvers/catalog.ts slices to 8). */
const RELATED_FAN_OUT = 8;
const RELATED_FIELDS = new Set(['related_products', 'upsell_products', 'crosssell_products']);

/** Characters of a string argument that cost one unit: a filter compares every product against the whole string. */
const CHARS_PER_UNIT = 1000;

/**
 * What a field's arguments cost: each item of an input list 1 (a sku `in` list of 1,000 values is 1,000 comparisons
 * per product, and every alias repeats them), each started 1,000 characters of a string 1, nested objects summed.
 */
export function inputCost(value: unknown): number {
  if (typeof value === 'string') return Math.floor(value.length / CHARS_PER_UNIT);
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + 1 + inputCost(item), 0);
  if (value && typeof value === 'object') return Object.values(value).reduce((sum: number, v) => sum + inputCost(v), 0);
  return 0;
}

/**
 * Every field costs 1 plus what its arguments cost (inputCost); a paged field (one with a pageSize argument) costs its page size times what each item
 * selects, a related-products list 8 times. So products(pageSize:100){ items{ related_products{ related_products{…} } } }
 * costs 100 × 8 × 8 × …: the page size × nesting that makes a document expensive to answer, known before it runs.
 */
const pagedEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const own = 1 + inputCost(args);
  if (field.args.some((a) => a.name === 'pageSize')) {
    const pageSize = typeof args.pageSize === 'number' && args.pageSize > 0 ? args.pageSize : DEFAULT_PAGE_SIZE;
    return own + pageSize * childComplexity;
  }
  if (RELATED_FIELDS.has(field.name) && isListType(getNullableType(field.type))) return own + RELATED_FAN_OUT * childComplexity;
  return own + childComplexity;
};

/**
 * The longest list anywhere in the variables. A document's own lists are bounded by the token limit; variables are
 * not, and coercing and costing a 60,000-value list is work before any limit could refuse it by cost.
 */
export function longestVariableList(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((max: number, item) => Math.max(max, longestVariableList(item)), value.length);
  if (value && typeof value === 'object') return Object.values(value).reduce((max: number, v) => Math.max(max, longestVariableList(v)), 0);
  return 0;
}

/** Magento's SearchCriteriaValidator maxPageSize (Framework di.xml): a larger pageSize is refused, not clamped. */
export const MAX_PAGE_SIZE = 300;

export interface QueryMeasure {
  cost: number;
  /** Magento's refusal of an argument (pageSize over its maximum), or null. */
  refusal: string | null;
}

/** The operation's estimated cost, and whether an argument is one Magento refuses, from one walk of the document. */
export function measureQuery(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
): QueryMeasure {
  let refusal: string | null = null;
  const checked: ComplexityEstimator = (options) => {
    const pageSize = options.field.args.some((a) => a.name === 'pageSize') ? options.args.pageSize : undefined;
    if (typeof pageSize === 'number' && pageSize > MAX_PAGE_SIZE) refusal ??= `Maximum pageSize is ${MAX_PAGE_SIZE}`;
    return pagedEstimator(options);
  };
  const cost = getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [checked],
  });
  return { cost, refusal };
}

export const queryCost = (...args: Parameters<typeof measureQuery>): number => measureQuery(...args).cost;

/** Fields that may not be selected inside themselves: one level of related products is all a page shows. */
export const NO_SELF_NESTING: ReadonlySet<string> = RELATED_FIELDS;
