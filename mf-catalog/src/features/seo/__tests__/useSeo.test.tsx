import { render } from '@testing-library/react';
import { useSeo, type SeoInput } from '../useSeo';
import { itemListLd } from '../jsonLd';

function Page(props: SeoInput) {
  useSeo(props);
  return null;
}

describe('useSeo', () => {
  it('sets title, description, canonical and JSON-LD, and updates them in place', () => {
    const ld = itemListLd('Wooden Tiles', [{ name: 'Oak', url_key: 'oak', sku: 'TL-1' }]);
    const { rerender } = render(
      <Page title="Wooden Tiles" description="Shop wooden tiles" canonicalPath="/tiles/wooden-tiles" jsonLd={ld} />,
    );
    expect(document.title).toBe('Wooden Tiles');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Shop wooden tiles');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/tiles/wooden-tiles');
    const script = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(script.itemListElement[0]).toEqual({ '@type': 'ListItem', position: 1, url: 'http://localhost/oak', name: 'Oak' });
    rerender(<Page title="Not found" description="x" canonicalPath="/nope" noindex />);
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(document.querySelector('script[type="application/ld+json"]')!.textContent).toBe('');
  });
});
