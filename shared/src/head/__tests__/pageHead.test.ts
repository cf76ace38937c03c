import { alternatesOf, headTags, noindexHead, storeOrigin } from '../pageHead';

const settings = { protocol: 'https:', baseDomain: 'tiles.example' };
const place = { origin: 'https://hi.tiles.example', alternates: alternatesOf(settings, '/oak?p=2') };
const attrs = (tags: ReturnType<typeof headTags>, name: string) =>
  tags.flatMap((t) => {
    const a: Record<string, string> = 'attrs' in t ? t.attrs : {};
    return a.name === name || a.property === name || a.rel === name ? [a] : [];
  });

describe("a page's head", () => {
  it("puts the canonical, og:url and og:image on the page's own configured store origin", () => {
    const tags = headTags(
      { title: 'Oak', description: 'An oak tile', canonical: '/oak?p=2', og: { type: 'product', image: '/media/oak.png' } },
      place,
    );
    expect(attrs(tags, 'canonical')).toEqual([{ rel: 'canonical', href: 'https://hi.tiles.example/oak?p=2' }]);
    expect(attrs(tags, 'og:url')[0].content).toBe('https://hi.tiles.example/oak?p=2');
    expect(attrs(tags, 'og:image')[0].content).toBe('https://hi.tiles.example/media/oak.png');
    expect(attrs(tags, 'og:type')[0].content).toBe('product');
    expect(attrs(tags, 'robots')[0].content).toBe('index, follow');
  });

  it('keeps an image already absolute (a media host) as it is', () => {
    const tags = headTags({ title: 'Oak', og: { image: 'https://cdn.example/oak.png' } }, place);
    expect(attrs(tags, 'og:image')[0].content).toBe('https://cdn.example/oak.png');
  });

  it('names the same page on en, hi, ta and x-default', () => {
    expect(alternatesOf(settings, '/oak?p=2')).toEqual([
      { hreflang: 'en', href: 'https://tiles.example/oak?p=2' },
      { hreflang: 'hi', href: 'https://hi.tiles.example/oak?p=2' },
      { hreflang: 'ta', href: 'https://ta.tiles.example/oak?p=2' },
      { hreflang: 'x-default', href: 'https://tiles.example/oak?p=2' },
    ]);
    expect(storeOrigin(settings, 'ta')).toBe('https://ta.tiles.example');
  });

  it('asks engines not to index one shopper’s pages, with no canonical', () => {
    const tags = headTags(noindexHead('Cart'), place);
    expect(attrs(tags, 'robots')[0].content).toBe('noindex, follow');
    expect(attrs(tags, 'canonical')).toEqual([]);
  });

  it('writes JSON-LD as data a <script> element cannot end early', () => {
    const tags = headTags({ title: 'x', jsonLd: [{ name: '</script><script>alert(1)</script>\u2028' }] }, place);
    const script = tags.find((t) => t.tag === 'script');
    expect(script && 'text' in script ? script.text : '').not.toMatch(/<|\u2028/);
    expect(JSON.parse(script && 'text' in script ? script.text : '')).toEqual({ name: '</script><script>alert(1)</script>\u2028' });
  });
});
