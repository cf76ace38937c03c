import { LANGUAGES } from '@tiles/shared';
import { languageLinks, languageUrl } from '../languageUrl';

const [en, hi, ta] = LANGUAGES;
const local = { protocol: 'http:', baseDomain: 'localhost:3000' };

describe('language URL builder', () => {
  it('keeps the path and query on each language subdomain', () => {
    expect(languageUrl(hi, local, '/tiles/wooden-tiles', '?tile_area=103')).toBe(
      'http://hi.localhost:3000/tiles/wooden-tiles?tile_area=103',
    );
    expect(languageUrl(ta, local, '/tiles/wooden-tiles', '?tile_area=103')).toBe(
      'http://ta.localhost:3000/tiles/wooden-tiles?tile_area=103',
    );
    expect(languageUrl(en, local, '/tiles/wooden-tiles', '?tile_area=103')).toBe('http://localhost:3000/tiles/wooden-tiles?tile_area=103');
  });

  it('normalises a protocol without a colon, a query without "?", and a language prefix in the base domain', () => {
    expect(languageUrl(hi, { protocol: 'https', baseDomain: 'en.example.com/' }, 'blog', 'a=1')).toBe('https://hi.example.com/blog?a=1');
  });

  it('works for the root with no query', () => {
    expect(languageUrl(en, { protocol: 'https:', baseDomain: 'example.com' }, '/')).toBe('https://example.com/');
  });

  it('lists all three languages and marks only the current one', () => {
    const links = languageLinks('ta', local, '/', '');
    expect(links.map((l) => [l.code, l.current])).toEqual([
      ['en', false],
      ['hi', false],
      ['ta', true],
    ]);
    expect(links.map((l) => l.label)).toEqual(['English', 'हिन्दी', 'தமிழ்']);
  });
});
