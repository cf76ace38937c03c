import { parseSitemapFilePath, robotsTxt, sitemapIndexXml, urlsetXml } from '../sitemap';

describe('sitemap files', () => {
  it('reads only the names it writes', () => {
    expect(parseSitemapFilePath('/sitemap-products-3.xml')).toEqual({ kind: 'products', page: 3 });
    for (const hostile of [
      '/sitemap-products-0.xml',
      '/sitemap-products-01.xml',
      '/sitemap-products-99999.xml',
      '/sitemap-products--1.xml',
      '/sitemap-customers-1.xml',
      '/sitemap-products-1.xml/../x',
      '/sitemap-products-1e3.xml',
    ])
      expect(parseSitemapFilePath(hostile)).toBeNull();
  });

  it("lists each file and URL on the store's own origin, escaped", () => {
    const index = sitemapIndexXml('https://hi.tiles.example', [{ kind: 'products', page: 2 }]);
    expect(index).toContain('<sitemap><loc>https://hi.tiles.example/sitemap-products-2.xml</loc></sitemap>');
    const set = urlsetXml('https://tiles.example', ['/a&b', '/é']);
    expect(set).toContain('<loc>https://tiles.example/a&#38;b</loc>');
    expect(set).toContain('<loc>https://tiles.example/%C3%A9</loc>');
    expect(robotsTxt('https://ta.tiles.example')).toContain('Sitemap: https://ta.tiles.example/sitemap.xml');
  });
});
