/** The results page's state lives in its URL (shareable, back-button friendly); these read and write it. */
export const PAGE_SIZE = 12;
export const FILTER_CODES = [
  'tile_category',
  'tile_area',
  'tile_type',
  'tile_size',
  'tile_design',
  'tile_finish',
  'tile_colour',
  'tile_collection',
  'price',
] as const;

/** Sort choices; `label` is an id of the results page's catalogue. */
export const SORTS = [
  { value: 'relevance', label: 'sortRelevance', sort: { relevance: 'DESC' } },
  { value: 'price_asc', label: 'sortPriceAsc', sort: { price: 'ASC' } },
  { value: 'price_desc', label: 'sortPriceDesc', sort: { price: 'DESC' } },
  { value: 'name_asc', label: 'sortNameAsc', sort: { name: 'ASC' } },
  { value: 'name_desc', label: 'sortNameDesc', sort: { name: 'DESC' } },
] as const;
export type SortValue = (typeof SORTS)[number]['value'];

const isSortValue = (value: string): value is SortValue => SORTS.some((s) => s.value === value);

export interface SearchPageState {
  query: string;
  page: number;
  sort: SortValue;
  filters: Record<string, string>;
}

export function readSearchState(search: string): SearchPageState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('p'));
  const order = params.get('product_list_order') ?? 'relevance';
  const dir = params.get('product_list_dir') === 'desc' ? 'desc' : 'asc';
  // The sort list sent as a form without scripts puts its own value (`price_desc`) in product_list_order alone.
  const sortValue = order === 'relevance' || isSortValue(order) ? order : `${order}_${dir}`;
  const filters: Record<string, string> = {};
  for (const code of FILTER_CODES) {
    const value = params.get(code);
    if (value) filters[code] = value;
  }
  return {
    query: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: isSortValue(sortValue) ? sortValue : 'relevance',
    filters,
  };
}

export function writeSearchState(state: SearchPageState): string {
  const params = new URLSearchParams({ q: state.query });
  for (const [code, value] of Object.entries(state.filters)) params.set(code, value);
  if (state.sort !== 'relevance') {
    const [order, dir] = state.sort.split('_');
    params.set('product_list_order', order);
    params.set('product_list_dir', dir);
  }
  if (state.page > 1) params.set('p', String(state.page));
  return `?${params.toString()}`;
}

/** URL state → the `products(search:)` variables. */
export function toVariables(state: SearchPageState) {
  const filter: Record<string, { eq: string } | { from: string; to: string }> = {};
  for (const [code, value] of Object.entries(state.filters)) {
    if (code === 'price') {
      const [from, to] = value.split('_');
      filter.price = { from: from ?? '', to: to ?? '' };
    } else filter[code] = { eq: value };
  }
  return {
    search: state.query,
    filter: Object.keys(filter).length ? filter : null,
    sort: SORTS.find((s) => s.value === state.sort)?.sort ?? null,
    pageSize: PAGE_SIZE,
    currentPage: state.page,
  };
}

/** The fields the sort form keeps as it is sent without scripts: the query and the filters, never the page. */
export function sortFormFields(state: SearchPageState): [string, string][] {
  return [['q', state.query], ...Object.entries(state.filters)];
}
