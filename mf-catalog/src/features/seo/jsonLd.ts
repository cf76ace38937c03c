import { pageLocation } from '@tiles/shared';

/** schema.org shapes for the catalogue's structured data. */
export interface LdProduct {
  name: string;
  url_key: string;
  sku: string;
  image?: string;
  price?: number;
}

// The page's origin: `location` in the browser, the request's URL in a server render.
const abs = (path: string) => new URL(path, pageLocation()?.origin).href;

/** A listing page's products as an ItemList (positions count from the page's first product). */
export function itemListLd(name: string, products: LdProduct[], firstPosition = 1) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: firstPosition + i,
      url: abs(`/${p.url_key}`),
      name: p.name,
    })),
  };
}

/** A product page: price is the MRP per sq.ft (the unit the store prices in). */
export function productLd(p: LdProduct & { description: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    sku: p.sku,
    image: p.image,
    description: p.description,
    offers: {
      '@type': 'Offer',
      priceCurrency: 'INR',
      price: p.price,
      unitText: 'sq.ft',
      availability: 'https://schema.org/InStock',
      url: abs(`/${p.url_key}`),
    },
  };
}
