import { MalformedAnswerError, parseAutosuggest } from '../parseAutosuggest';
import { plainText, safeHref, safePrice } from '../safeContent';

const answer = (products: unknown[]) => ({ searchMetaData: { status: 0 }, response: { numberOfProducts: products.length, products } });

describe('parseAutosuggest', () => {
  it('groups Unbxd documents by doctype: promoted, keywords, top queries, then product cards', () => {
    const s = parseAutosuggest(
      answer([
        { doctype: 'TOP_SEARCH_QUERIES', autosuggest: 'marble flooring' },
        { doctype: 'KEYWORD_SUGGESTION', autosuggest: 'marble tiles' },
        { doctype: 'IN_FIELD', autosuggest: 'marble tiles in bathroom' },
        { doctype: 'TOP_QUERIES', autosuggest: 'white marble' },
        { doctype: 'PROMOTED_SUGGESTION', autosuggest: 'Marble sale' },
        {
          doctype: 'POPULAR_PRODUCTS',
          title: 'Carrara Marble',
          price: 54,
          productUrl: '/carrara-marble',
          imageUrl: 'http://x/a.png',
          tileSize: '600x1200 mm',
        },
      ]),
      'mar',
    );
    expect(s.keywords).toEqual([
      { kind: 'promoted', text: 'Marble sale' },
      { kind: 'keyword', text: 'marble tiles' },
      { kind: 'keyword', text: 'marble tiles in bathroom' },
      { kind: 'top', text: 'marble flooring' },
      { kind: 'top', text: 'white marble' },
    ]);
    expect(s.products).toEqual([
      { title: 'Carrara Marble', price: 54, productUrl: '/carrara-marble', imageUrl: 'http://x/a.png', tileSize: '600x1200 mm' },
    ]);
  });

  it('turns markup into plain text and drops javascript: and protocol-relative links', () => {
    const s = parseAutosuggest(
      answer([
        { doctype: 'KEYWORD_SUGGESTION', autosuggest: '<img src=x onerror=alert(1)>' },
        { doctype: 'KEYWORD_SUGGESTION', autosuggest: '<b>mar</b>ble' },
        { doctype: 'POPULAR_PRODUCTS', title: 'Evil', productUrl: 'javascript:alert(1)', price: 1 },
        { doctype: 'POPULAR_PRODUCTS', title: 'Elsewhere', productUrl: '//evil.example/x', price: 1 },
        {
          doctype: 'POPULAR_PRODUCTS',
          title: '<script>x</script>Teak',
          productUrl: '/teak',
          imageUrl: 'javascript:alert(1)',
          price: 'abc',
        },
      ]),
      'mar',
    );
    expect(s.keywords.map((k) => k.text)).toEqual(['marble']);
    expect(s.products).toEqual([{ title: 'xTeak', productUrl: '/teak', imageUrl: null, price: null, tileSize: '' }]);
  });

  it('skips unknown doctypes, duplicates and non-objects', () => {
    const s = parseAutosuggest(
      answer([
        null,
        7,
        { doctype: 'NEW_KIND', autosuggest: 'x' },
        { doctype: 'KEYWORD_SUGGESTION', autosuggest: 'Oak' },
        { doctype: 'TOP_SEARCH_QUERIES', autosuggest: 'oak' },
      ]),
      'o',
    );
    expect(s.keywords).toEqual([{ kind: 'keyword', text: 'Oak' }]);
  });

  it('refuses a body without response.products', () => {
    expect(() => parseAutosuggest({ response: {} }, 'm')).toThrow(MalformedAnswerError);
    expect(() => parseAutosuggest('<html>', 'm')).toThrow(MalformedAnswerError);
  });
});

describe('safe content', () => {
  it('keeps http(s) and same-site paths only', () => {
    expect(safeHref('/a-tile')).toBe('/a-tile');
    expect(safeHref('https://shop.example/t')).toBe('https://shop.example/t');
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,x')).toBeNull();
    expect(safeHref('/\\evil.example')).toBeNull();
    expect(safeHref(42)).toBeNull();
  });
  it('reads prices and text defensively', () => {
    expect(safePrice('₹54.5')).toBe(54.5);
    expect(safePrice(-1)).toBeNull();
    expect(safePrice('')).toBeNull();
    expect(plainText({})).toBe('');
  });
});
