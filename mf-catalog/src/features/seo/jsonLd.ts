/** schema.org shapes for the catalogue's structured data; every URL absolute on the page's store origin. */
export interface LdProduct {
  name: string;
  url_key: string;
  sku: string;
  image?: string;
  price?: number;
}

const abs = (path: string, origin: string) => new URL(path, origin).href;

/** A list page's products as an ItemList (positions count from the page's first product). */
export function itemListLd(name: string, products: LdProduct[], origin: string, firstPosition = 1) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: firstPosition + i,
      url: abs(`/${p.url_key}`, origin),
      name: p.name,
    })),
  };
}

/** A product page: price is the MRP per sq.ft (the unit the store prices in), in rupees. */
export function productLd(p: LdProduct & { description: string; inStock: boolean }, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.sku,
    image: p.image && abs(p.image, origin),
    description: p.description,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: p.price,
      unitText: 'sq.ft',
      availability: p.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: abs(`/${p.url_key}`, origin),
    },
  };
}

/** Where the page sits: the home page first, the page itself last. */
export function breadcrumbLd(trail: { name: string; path: string }[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: abs(step.path, origin) })),
  };
}

/** The store itself (the home page): who sells, and how to search it. */
export function storeLd(name: string, origin: string, searchPath: string) {
  const url = abs('/', origin);
  return [
    { '@context': 'https://schema.org', '@type': 'Organization', name, url },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${abs(searchPath, origin)}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
