import { carriedParams, parseListingParams, toggleFacet, toProductFilter, toProductSort, toSearch } from '../listingParams';

const parse = (qs: string) => parseListingParams(new URLSearchParams(qs));

describe('listing parameters', () => {
  it('maps every spec parameter to a Magento filter and sort', () => {
    const p = parse(
      'tile_area=103&tile_type=120,118&tile_size=2x4-tiles&tile_design=354&tile_category=130&cat=12&popularity=101&trending=1&mt=v&product_list_order=price&product_list_dir=desc&p=2&tiles=floor-tiles',
    );
    expect(toProductFilter('MTA=', p)).toEqual({
      category_uid: { eq: 'MTA=' },
      tile_area: { in: ['103'] },
      tile_type: { in: ['120', '118'] },
      tile_size: { in: ['2x4-tiles'] },
      tile_design: { in: ['354'] },
      tile_category: { in: ['130'] },
      category_id: { eq: '12' },
      category_url_path: { eq: 'tiles/floor-tiles' },
      popularity: { eq: '101' },
      trending: { eq: '1' },
      mt: { eq: 'v' },
    });
    expect(toProductSort(p)).toEqual({ price: 'DESC' });
    expect(p.page).toBe(2);
  });

  it('drops malformed values and keeps the rest', () => {
    const p = parse(
      'tile_area=abc,103&tile_type=<script>&mt=x&popularity=5&trending=yes&product_list_order=drop table&product_list_dir=sideways&p=-3&cat=1e9&tiles=../etc',
    );
    expect(p.facets).toEqual({ tile_area: ['103'] });
    expect(p).toMatchObject({ mt: null, popularity: false, trending: false, order: null, dir: 'asc', page: 1, cat: null, tiles: null });
  });

  it('turns price bands into one range', () => {
    expect(toProductFilter('x', parse('price=50_100,100_150')).price).toEqual({ from: '50', to: '149.99' });
  });

  it('round-trips through the URL, keeps unrelated parameters and resets the page on a facet change', () => {
    const current = new URLSearchParams('utm_source=ads&tile_area=103&p=3');
    const next = toggleFacet(parseListingParams(current), 'tile_area', '104');
    const search = toSearch(current, next);
    expect(search).toBe('?utm_source=ads&tile_area=103%2C104');
    expect(parse(search.slice(1)).facets.tile_area).toEqual(['103', '104']);
    expect(toSearch(new URLSearchParams(search), toggleFacet(next, 'tile_area', '103'))).toBe('?utm_source=ads&tile_area=104');
  });

  it('writes the sort direction only with an order', () => {
    const p = parse('');
    expect(toSearch(new URLSearchParams(), { ...p, order: 'price', dir: 'asc' })).toBe('?product_list_order=price&product_list_dir=asc');
    expect(toSearch(new URLSearchParams('product_list_dir=desc'), { ...p, order: null })).toBe('');
  });
});

describe('the listing form sent without scripts', () => {
  it('reads repeated boxes as the comma-joined values the live page writes', () => {
    expect(parse('tile_colour=12&tile_colour=14,15&tile_colour=12').facets).toEqual({ tile_colour: ['12', '14', '15'] });
    expect(parse('price=50_100&price=100_150').facets.price).toEqual(['50_100', '100_150']);
  });

  it('reads the sort list’s `order:dir` as Magento’s order and direction, and ignores a garbled one', () => {
    expect(parse('product_list_order=price:desc')).toMatchObject({ order: 'price', dir: 'desc' });
    expect(parse('product_list_order=position:asc')).toMatchObject({ order: 'position', dir: 'asc' });
    expect(parse('product_list_order=price:sideways')).toMatchObject({ order: 'price', dir: 'asc' });
    expect(parse('product_list_order=:desc')).toMatchObject({ order: null });
    expect(parse('product_list_order=price:desc:extra&product_list_dir=asc')).toMatchObject({ order: 'price', dir: 'desc' });
    expect(toSearch(new URLSearchParams('product_list_order=price:desc'), parse('product_list_order=price:desc'))).toBe(
      '?product_list_order=price&product_list_dir=desc',
    );
  });

  it('keeps a forged flood of values bounded and drops the malformed ones', () => {
    const flood = Array.from({ length: 5000 }, (_, i) => `tile_colour=${i}`).join('&');
    expect(parse(`${flood}&tile_colour=<x>`).facets.tile_colour).toHaveLength(50);
    expect(parse(`tile_size=${'a'.repeat(100_000)}`).facets).toEqual({});
    expect(parse('tile_colour=&tile_colour=,,&tile_area').facets).toEqual({});
  });

  it('carries the parameters the form does not set, and none it does', () => {
    expect(
      carriedParams(new URLSearchParams('utm_source=ads&cat=12&tile_area=103&p=3&product_list_order=price&tiles=floor-tiles')),
    ).toEqual([
      ['utm_source', 'ads'],
      ['cat', '12'],
      ['tiles', 'floor-tiles'],
    ]);
  });
});
