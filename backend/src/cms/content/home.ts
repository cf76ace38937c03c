import type { CmsSeed } from '../types';

/**
 * The store's home page as content (Magento's `cms_home_page`, "home"): what a storefront that composes its home from
 * CMS content, such as Magento's own Venia, shows at "/". This store's own home page is the catalogue team's.
 */
export const HOME: CmsSeed[] = [
  {
    identifier: 'home',
    title: 'Tiles for every floor and wall',
    description: 'Ceramic, vitrified, wall and floor tiles at MRP per sq.ft, delivered in whole boxes across India.',
    intro:
      'Ceramic, vitrified, porcelain and double-charge tiles from our own plants, priced as MRP per sq.ft including GST and delivered in whole boxes.',
    sections: [
      {
        heading: 'Shop by where it goes',
        links: [
          { href: '/tiles/floor-tiles', label: 'Floor tiles' },
          { href: '/tiles/wall-tiles', label: 'Wall tiles' },
          { href: '/tiles/bathroom-tiles', label: 'Bathroom tiles' },
          { href: '/tiles/kitchen-tiles', label: 'Kitchen tiles' },
        ],
      },
      {
        heading: 'Need help choosing?',
        paragraphs: ['Call 1800-123-4567 or visit one of our showrooms: our team helps homes, builders and projects.'],
        links: [{ href: '/store-locator', label: 'Find a showroom' }],
      },
    ],
  },
];
