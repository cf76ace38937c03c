import { pageWindow } from '../Pagination';
import { readSearchState, sortFormFields, toVariables, writeSearchState } from '../searchParams';

describe('search page URL state', () => {
  it('round-trips query, filters, sort and page', () => {
    const state = readSearchState('?q=wooden+tiles&tile_colour=12&price=50_100&product_list_order=price&product_list_dir=desc&p=3&junk=1');
    expect(state).toEqual({ query: 'wooden tiles', page: 3, sort: 'price_desc', filters: { tile_colour: '12', price: '50_100' } });
    expect(readSearchState(writeSearchState(state))).toEqual(state);
  });

  it('falls back on bad values', () => {
    expect(readSearchState('?q=%20&p=-2&product_list_order=evil')).toEqual({ query: '', page: 1, sort: 'relevance', filters: {} });
  });

  it('reads the sort list sent as a form without scripts (its value alone in product_list_order)', () => {
    expect(readSearchState('?q=oak&product_list_order=price_desc').sort).toBe('price_desc');
    expect(readSearchState('?q=oak&product_list_order=name_asc&product_list_dir=desc').sort).toBe('name_asc');
    // Garbled, unknown or oversized: relevance, and the rest still applies.
    for (const junk of ['price_sideways', 'price_desc_desc', '_desc', 'relevance_desc', 'x'.repeat(100_000)])
      expect(readSearchState(`?q=oak&tile_area=103&product_list_order=${junk}`)).toMatchObject({
        sort: 'relevance',
        filters: { tile_area: '103' },
      });
    // Written back in Magento's two parameters.
    expect(writeSearchState(readSearchState('?q=oak&product_list_order=price_desc'))).toBe(
      '?q=oak&product_list_order=price&product_list_dir=desc',
    );
  });

  it('keeps the query and filters in the sort form, never the page', () => {
    expect(sortFormFields(readSearchState('?q=oak&tile_area=103&p=4&product_list_order=price_asc'))).toEqual([
      ['q', 'oak'],
      ['tile_area', '103'],
    ]);
  });

  it('builds products(search:) variables', () => {
    expect(toVariables(readSearchState('?q=oak&price=0_50&tile_area=103&product_list_order=name'))).toEqual({
      search: 'oak',
      filter: { price: { from: '0', to: '50' }, tile_area: { eq: '103' } },
      sort: { name: 'ASC' },
      pageSize: 12,
      currentPage: 1,
    });
    expect(toVariables(readSearchState('?q=oak')).sort).toEqual({ relevance: 'DESC' });
  });

  it('windows pagination around the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
