/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { TileImage } from '../TileImage';

describe('a tile image in the server’s first view', () => {
  it('above the fold: the image itself, fetched at once with high priority', () => {
    const html = renderToString(<TileImage src="/media/tl-1.png" alt="Oak" sizes="50vw" priority className="card" />);
    expect(html).toMatch(/^<picture class="card"><source type="image\/webp" srcSet="[^"]*tl-1\.webp\?w=160/);
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('<noscript>');
  });

  it('below the fold: its sized box only, the image inside <noscript> for a browser without scripts', () => {
    const html = renderToString(<TileImage src="/media/tl-2.png" alt="Slate" sizes="50vw" className="card" />);
    expect(html).toMatch(/^<picture class="card"><noscript><img [^>]*alt="Slate"[^>]*loading="lazy"[^>]*\/><\/noscript><\/picture>$/);
  });
});
