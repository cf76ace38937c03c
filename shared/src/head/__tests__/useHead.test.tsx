import { render } from '@testing-library/react';
import { setRuntimeSettings, localSettings } from '../../index';
import { useHead } from '../useHead';
import type { PageHead } from '../pageHead';

function Page({ head }: { head: PageHead }) {
  useHead(head);
  return null;
}

beforeAll(() => setRuntimeSettings({ ...localSettings({ shell: 3000, backend: 4000 }), protocol: 'https:', baseDomain: 'tiles.example' }));

describe('useHead (the page on show after a client navigation)', () => {
  it("replaces the last page's head with this one, on the store's configured origin", () => {
    document.head.innerHTML =
      '<title>Tiles</title><meta name="description" content="generic" data-head=""><link rel="canonical" href="https://tiles.example/a" data-head="">';
    window.history.replaceState(null, '', '/oak?p=2');
    const { rerender } = render(
      <Page head={{ title: 'Oak', description: 'An oak tile', canonical: '/oak?p=2', jsonLd: [{ '@type': 'Product' }] }} />,
    );
    expect(document.title).toBe('Oak');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://tiles.example/oak?p=2');
    expect(document.head.querySelector('link[hreflang="hi"]')?.getAttribute('href')).toBe('https://hi.tiles.example/oak?p=2');
    expect(JSON.parse(document.head.querySelector('script[type="application/ld+json"]')!.textContent!)).toEqual({ '@type': 'Product' });

    rerender(<Page head={{ title: 'Cart', noindex: true }} />);
    expect(document.title).toBe('Cart');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });
});
