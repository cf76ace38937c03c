/**
 * The fixed set of shopper questions whose answers at 360 tiles were recorded before the catalogue moved onto
 * indexes: listings (categories, sorts, pages), filters, facets, text search, autosuggest, routes, and the refusals.
 */
import { generateProducts } from '../../seed/products';

export type Ask =
  { name: string; graphql: string; store?: string; client?: string } | { name: string; rest: string; store?: string; client?: string };

const TILE_42 = generateProducts(42)[41];

const FIELDS = `total_count page_info { page_size current_page total_pages }
  items { sku name url_key tile_size tile_type_label price_range { minimum_price { final_price { value } } } }
  aggregations { attribute_code label count options { label value count } }
  sort_fields { default options { label value } } suggestions { search }`;

const products = (args: string) => `{ products(${args}) { ${FIELDS} } }`;
const inCategory = (path: string, rest = '') => products(`filter: { category_url_path: { eq: "${path}" } }, pageSize: 24${rest}`);
const SUGGEST = 'keywordSuggestions.count=6&topQueries.count=4&popularProducts.count=6&promotedSuggestion.count=2';

const listings: Ask[] = [
  { name: 'all tiles, default order', graphql: inCategory('tiles') },
  { name: 'all tiles, page 2', graphql: inCategory('tiles', ', currentPage: 2') },
  { name: 'all tiles, last page of 7', graphql: products('filter: { category_url_path: { eq: "tiles" } }, pageSize: 7, currentPage: 52') },
  ...(['price', 'name', 'newest', 'popularity', 'position', 'relevance'] as const).flatMap((key) =>
    (['ASC', 'DESC'] as const).map((dir) => ({
      name: `floor tiles by ${key} ${dir}`,
      graphql: inCategory('tiles/floor-tiles', `, sort: { ${key}: ${dir} }`),
    })),
  ),
  {
    name: 'marble tiles page 3 of 12, popularity',
    graphql: products(
      'filter: { category_url_path: { eq: "tiles/marble-tiles" } }, currentPage: 3, pageSize: 12, sort: { popularity: ASC }',
    ),
  },
  { name: 'unknown sort key refused', graphql: inCategory('tiles/wall-tiles', ', sort: { colour_code: DESC }') },
  { name: 'a collection (level 4)', graphql: inCategory('tiles/tile-collection/aurora') },
  { name: 'a city category', graphql: inCategory('tiles/mumbai', ', sort: { price: DESC }') },
  { name: 'a size category, Hindi store', graphql: inCategory('tiles/2x2-tiles'), store: 'hi' },
  { name: 'bathroom tiles, Tamil store', graphql: inCategory('tiles/bathroom-tiles'), store: 'ta' },
  { name: 'category by uid', graphql: products('filter: { category_uid: { in: ["MTA=", "MTE="] } }, pageSize: 10, sort: { newest: ASC }') },
  { name: 'unknown category path', graphql: inCategory('tiles/no-such-tiles') },
];

const filters: Ask[] = [
  { name: 'price 50 to 100', graphql: products('filter: { price: { from: "50", to: "100" } }, pageSize: 24, sort: { price: ASC }') },
  { name: 'price from 150', graphql: products('filter: { price: { from: "150" } }, pageSize: 5') },
  {
    name: 'price to 90 in wooden',
    graphql: products('filter: { category_url_path: { eq: "tiles/wooden-tiles" }, price: { to: "90" } }, pageSize: 24'),
  },
  { name: 'price not a number', graphql: products('filter: { price: { from: "cheap" } }, pageSize: 5') },
  { name: 'bathroom area', graphql: products('filter: { tile_area: { eq: "103" } }, pageSize: 24, sort: { name: ASC }') },
  {
    name: 'two types in a category',
    graphql: products('filter: { tile_type: { in: ["120", "118"] }, category_url_path: { eq: "tiles/wooden-tiles" } }, pageSize: 24'),
  },
  {
    name: 'colour, size and finish',
    graphql: products(
      'filter: { tile_colour: { eq: "401" }, tile_size: { in: ["2x2-tiles", "1x1-tiles"] }, tile_finish: { eq: "202" } }, pageSize: 24',
    ),
  },
  {
    name: 'design and collection',
    graphql: products(
      'filter: { tile_design: { eq: "352" }, tile_collection: { in: ["501", "502"] } }, pageSize: 24, sort: { price: DESC }',
    ),
  },
  { name: 'application wall', graphql: products('filter: { tile_category: { eq: "131" } }, pageSize: 3, currentPage: 4') },
  { name: 'bestsellers', graphql: products('filter: { popularity: { eq: "101" } }, pageSize: 24') },
  { name: 'trending', graphql: products('filter: { trending: { eq: "1" } }, pageSize: 24, sort: { newest: DESC }') },
  { name: 'material v', graphql: products('filter: { mt: { eq: "v" } }, pageSize: 10') },
  { name: 'by sku', graphql: products('filter: { sku: { in: ["TL-1005", "TL-1200", "TL-9999"] } }, pageSize: 10') },
  { name: 'by url key', graphql: products('filter: { url_key: { eq: "no-such-tile" } }, pageSize: 10') },
  { name: 'by category id', graphql: products('filter: { category_id: { in: ["7", "12"] } }, pageSize: 10, sort: { price: ASC }') },
  { name: 'name match', graphql: products('filter: { name: { match: "carrara" } }, pageSize: 24') },
  { name: 'unknown attribute refused', graphql: products('filter: { tile_glow: { eq: "1" } }, pageSize: 10') },
  { name: 'empty in list', graphql: products('filter: { tile_design: { in: [] } }, pageSize: 10') },
];

const searches: Ask[] = [
  { name: 'search white marble', graphql: products('search: "white marble", pageSize: 24') },
  { name: 'search with a typo', graphql: products('search: "marbel", pageSize: 24') },
  { name: 'search in Hindi', graphql: products('search: "मार्बल", pageSize: 24'), store: 'hi' },
  { name: 'search in Tamil', graphql: products('search: "மார்பிள்", pageSize: 12'), store: 'ta' },
  { name: 'search only stop words', graphql: products('search: "tiles", pageSize: 24') },
  { name: 'search grey by price', graphql: products('search: "grey", pageSize: 24, sort: { price: ASC }') },
  { name: 'search bathroom wall by popularity', graphql: products('search: "bathroom wall", pageSize: 24, sort: { popularity: ASC }') },
  { name: 'search kitchen position desc', graphql: products('search: "kitchen", pageSize: 24, sort: { position: DESC }') },
  { name: 'search carrara page 2', graphql: products('search: "carrara", pageSize: 3, currentPage: 2') },
  { name: 'search wooden in bathrooms', graphql: products('search: "wooden", filter: { tile_area: { eq: "103" } }, pageSize: 24') },
  { name: 'search a sku', graphql: products('search: "TL-1005", pageSize: 5') },
  { name: 'search a size', graphql: products('search: "600x600", pageSize: 24, sort: { name: DESC }') },
  { name: 'search nothing found', graphql: products('search: "xyzzy plover", pageSize: 24') },
  { name: 'search any word', graphql: products('search: "glossy zebra", pageSize: 24') },
];

const refusals: Ask[] = [
  { name: 'page size 0', graphql: products('filter: { category_url_path: { eq: "tiles" } }, pageSize: 0') },
  { name: 'current page 0', graphql: products('filter: { category_url_path: { eq: "tiles" } }, currentPage: 0') },
  { name: 'page past the end', graphql: products('filter: { category_url_path: { eq: "tiles" } }, pageSize: 24, currentPage: 99') },
  { name: 'short match', graphql: products('filter: { name: { match: "ca" } }') },
  { name: 'neither search nor filter', graphql: products('pageSize: 5') },
];

const routes: Ask[] = [
  {
    name: 'product by url key',
    graphql: `{ route(url: "/${TILE_42.urlKey}") { __typename ... on SimpleProduct { sku name url_key price_per_box tile_size meta_description } } }`,
  },
  {
    name: 'category route with count and image',
    graphql:
      '{ route(url: "tiles/marble-tiles") { ... on CategoryTree { name product_count image children_count } } categoryList(filters: { url_key: { in: ["tiles", "wooden-tiles", "mumbai", "aurora"] } }) { url_key product_count image } }',
  },
  {
    name: 'product related and categories',
    graphql: '{ products(filter: { sku: { eq: "TL-1042" } }) { items { sku related_products { sku } categories { url_key } } } }',
  },
];

const suggest: Ask[] = ['', 'm', 'mar', 'marbel', 'wo', 'white m', 'bath', 'मा', 'மா', 'tiles', '600', 'carrara w', 'zzz'].map((q) => ({
  name: `autosuggest "${q}"`,
  rest: `/search/autosuggest?q=${encodeURIComponent(q)}&${SUGGEST}`,
}));

const suggestMore: Ask[] = [
  { name: 'autosuggest in fields, Hindi', rest: `/search/autosuggest?q=mar&lang=hi&inFields.count=3&${SUGGEST}` },
  { name: 'autosuggest in fields, wooden', rest: `/search/autosuggest?q=wooden%20f&inFields.count=2&${SUGGEST}` },
  // Three shoppers search the same words: from then on it is a top query.
  ...['10.0.0.1', '10.0.0.2', '10.0.0.3'].map((client) => ({
    name: `white marble searched by ${client}`,
    graphql: products('search: "white marble", pageSize: 1'),
    client,
  })),
  { name: 'autosuggest after top queries', rest: `/search/autosuggest?q=wh&${SUGGEST}` },
  { name: 'autosuggest empty after top queries', rest: `/search/autosuggest?q=&${SUGGEST}` },
];

export const ASKS: Ask[] = [...listings, ...filters, ...searches, ...refusals, ...routes, ...suggest, ...suggestMore];
