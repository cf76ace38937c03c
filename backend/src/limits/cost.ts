import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import {
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { catalogueSize } from '../seed/products';
import { MAX_ITEMS as WISHLIST_MAX_ITEMS } from '../wishlist/repository';

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

/** Products a filter value is compared against per unit of cost: `products(filter:)` scans the whole catalogue. */
const PRODUCTS_PER_UNIT = 1000;

/**
 * Wishlist writes and the list argument that carries their items. Each item is a product look-up and a write in the
 * one thread (and, before a list was read once per request, a read of the whole list): 20 units an item, so one
 * request names at most ~245 items in all its aliases (a list keeps 200), where 4 aliases × 1,000 items ran 0.6–6 s;
 * even refused by the rate, a request's items are read and costed, so fewer per request keep others' waits short.
 */
const WISHLIST_WRITES: Record<string, string> = {
  addProductsToWishlist: 'wishlistItems',
  updateProductsInWishlist: 'wishlistItems',
  removeProductsFromWishlist: 'wishlistItemsIds',
};
export const WISHLIST_ITEM_COST = 20;
const WHOLE_LIST_PARENTS = new Set(['Wishlist', 'WishlistOutput']);

/**
 * What a field's arguments cost. A `products` filter's values are multiplied by the catalogue's size in thousands:
 * 1,000 skus cost 1,000 in the 360-tile store but 50,000 in a 50,000-tile one, where they take about a second of the
 * one thread; the filter then stays within the cost budget, and so within the request timeout it cannot interrupt.
 */
function argumentsCost(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number {
  const written = WISHLIST_WRITES[field.name];
  if (written && Array.isArray(args[written]))
    return (
      inputCost({ ...args, [written]: undefined }) +
      (args[written] as unknown[]).reduce((sum: number, item) => sum + WISHLIST_ITEM_COST + inputCost(item), 0)
    );
  if (field.name !== 'products' || !args.filter) return inputCost(args);
  const scan = Math.max(1, Math.round(catalogueSize() / PRODUCTS_PER_UNIT));
  return inputCost({ ...args, filter: undefined }) + scan * inputCost(args.filter);
}

/**
 * What answering costs, in two parts. Reading a product (a catalogue row, parsed and priced) is the work: 2.5 for
 * each product a field returns, in every list. A field of an object already read is a property read: 0.2. So the
 * drop-ins’ ordinary cart page (100 lines × ~150 fields, each line one product) costs ~3,400, while a page of 300
 * products with 8 related products each (2,700 product reads) costs ~7,950. Inputs cost as before (argumentsCost).
 */
export const FIELD_COST = 0.2;
export const PRODUCT_READ_COST = 2.5;

const isProduct = (type: Parameters<ComplexityEstimator>[0]['field']['type']) => {
  const named = getNamedType(type);
  return (
    named.name === 'ProductInterface' ||
    ((isObjectType(named) || isInterfaceType(named)) && named.getInterfaces().some((i) => i.name === 'ProductInterface'))
  );
};

/**
 * Every field costs FIELD_COST plus what its arguments cost (argumentsCost), and each product it returns
 * PRODUCT_READ_COST more; a paged field (one with a pageSize argument) costs its page size times what each item
 * selects, a related-products list 8 times. So products(pageSize:100){ items{ related_products{ related_products{…} } } }
 * costs 100 × 8 × 8 × …: the page size × nesting that makes a document expensive to answer, known before it runs.
 */
const pagedEstimator: ComplexityEstimator = ({ type, field, args, childComplexity: selected }) => {
  const own = FIELD_COST + argumentsCost(field, args);
  const childComplexity = selected + (isProduct(field.type) ? PRODUCT_READ_COST : 0);
  if (field.args.some((a) => a.name === 'pageSize')) {
    const pageSize = typeof args.pageSize === 'number' && args.pageSize > 0 ? args.pageSize : DEFAULT_PAGE_SIZE;
    return own + pageSize * childComplexity;
  }
  if (RELATED_FIELDS.has(field.name) && isListType(getNullableType(field.type))) return own + RELATED_FAN_OUT * childComplexity;
  // The deprecated unpaged `items` of Wishlist and WishlistOutput: the whole list, up to its 200 tiles.
  if (field.name === 'items' && WHOLE_LIST_PARENTS.has(type.name)) return own + WISHLIST_MAX_ITEMS * childComplexity;
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
  // Fifths add up to fractions: the estimate is the next whole unit.
  return { cost: Math.ceil(cost), refusal };
}

export const queryCost = (...args: Parameters<typeof measureQuery>): number => measureQuery(...args).cost;

/** Fields that may not be selected inside themselves: one level of related products is all a page shows. */
export const NO_SELF_NESTING: ReadonlySet<string> = RELATED_FIELDS;
