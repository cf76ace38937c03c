import type { CmsSeed } from '../types';

/** Blog, web stories, inspection documents and catalogue downloads. */
export const RESOURCES: CmsSeed[] = [
  {
    identifier: 'blog',
    title: 'Blog',
    description: 'Guides on choosing, laying and caring for tiles, and the latest design trends.',
    intro: 'Practical advice from our designers and engineers.',
    sections: [
      {
        heading: 'Vitrified or ceramic: which should you choose?',
        paragraphs: [
          'Vitrified tiles absorb less than 0.5% water, so they are stronger and better for floors. Ceramic tiles are lighter and cheaper, ideal for walls.',
        ],
        links: [
          { href: '/tiles/vitrified-tiles', label: 'Vitrified tiles' },
          { href: '/tiles/ceramic-tiles', label: 'Ceramic tiles' },
        ],
      },
      {
        heading: 'How many boxes of tiles do you need?',
        paragraphs: [
          'Measure the room, multiply length by width, add 10% for cuts and breakage, and divide by the sq.ft per box. Our product pages do the maths for you.',
        ],
      },
      {
        heading: 'Five bathroom mistakes to avoid',
        list: [
          'Glossy tiles on a wet floor.',
          'No slope towards the drain.',
          'Cement grout in the shower.',
          'Too many patterns in a small room.',
          'Buying exactly the area with no spare boxes.',
        ],
      },
      {
        links: [
          { href: '/blog/web-story', label: 'Web stories' },
          { href: '/design-ideas', label: 'Design ideas' },
        ],
      },
    ],
  },
  {
    identifier: 'blog/web-story',
    title: 'Web Stories',
    description: 'Quick visual stories: tile trends, room makeovers and care tips.',
    intro: 'Short stories you can read in a minute.',
    sections: [
      {
        heading: 'Wood without worries',
        paragraphs: ['Wooden tiles give the warmth of timber with none of the termites, polishing or swelling.'],
        links: [{ href: '/tiles/wooden-tiles', label: 'Wooden tiles' }],
      },
      {
        heading: 'Marble, minus the maintenance',
        paragraphs: ['Marble-look vitrified tiles never need re-polishing and resist stains.'],
        links: [{ href: '/tiles/marble-tiles', label: 'Marble tiles' }],
      },
      {
        heading: 'Big tiles, small rooms',
        paragraphs: ['Large tiles mean fewer grout lines, which makes a small room look bigger.'],
        links: [{ href: '/tiles/large-tiles', label: 'Large tiles' }],
      },
    ],
  },
  {
    identifier: 'inspection-doc',
    title: 'Inspection Documents',
    description: 'Test reports and inspection certificates for our tile ranges.',
    intro: 'Third-party test reports and our own inspection certificates, by range.',
    sections: [
      {
        heading: 'Certificates',
        list: [
          'BIS licence under IS 15622.',
          'ISO 9001, ISO 14001 and ISO 45001.',
          'CE marking for export ranges.',
          'Green Pro certification for cool-roof tiles.',
        ],
      },
      {
        heading: 'Test reports',
        list: [
          'Vitrified tiles: water absorption, breaking strength, abrasion.',
          'Anti-skid tiles: pendulum and ramp slip tests (R11).',
          'Parking tiles: breaking strength at 16 mm.',
        ],
      },
      {
        heading: 'Need a specific report?',
        paragraphs: ['Ask our project team for batch-wise inspection documents for your order.'],
        links: [{ href: '/contact-us', label: 'Contact us' }],
      },
    ],
  },
  {
    identifier: 'download-catalogue',
    title: 'Download Catalogue',
    description: 'Download our tile catalogues: floor, wall, vitrified, wooden, marble and outdoor ranges.',
    intro: 'Browse every range offline. Catalogues are updated every quarter.',
    sections: [
      {
        heading: 'Catalogues',
        list: [
          'Complete product catalogue (all ranges).',
          'Vitrified and slab catalogue.',
          'Wall and kitchen catalogue.',
          'Outdoor, elevation and parking catalogue.',
        ],
      },
      {
        heading: 'Prefer to see tiles in person?',
        links: [
          { href: '/store-locator', label: 'Find a store' },
          { href: '/tiles', label: 'Browse all tiles online' },
        ],
      },
    ],
  },
  {
    identifier: 'download-export-catalogue',
    title: 'Download Export Catalogue',
    description: 'Export catalogue: sizes, packing and container loading for international buyers.',
    intro: 'For importers, distributors and international projects.',
    sections: [
      {
        heading: 'Inside the export catalogue',
        list: [
          'Export ranges with CE-marked technical data.',
          'Packing details: pieces, sq.m and weight per box and pallet.',
          'Container loading: boxes per 20 ft container by size.',
        ],
      },
      { links: [{ href: '/exports-project', label: 'About our exports' }] },
    ],
  },
];
