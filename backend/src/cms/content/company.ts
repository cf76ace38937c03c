import type { CmsSeed } from '../types';

const p = (identifier: string, title: string, description: string, intro: string, sections: CmsSeed['sections']): CmsSeed => ({
  identifier,
  title,
  description,
  intro,
  sections,
});

/** Company pages linked from the footer and the header's "About" menu. */
export const COMPANY: CmsSeed[] = [
  p(
    'about-us',
    'About Us',
    'A tile manufacturer from Morbi, Gujarat: ceramic, vitrified, wall and floor tiles sold across India and in 40 countries.',
    'We started in 1998 with a single ceramic wall-tile kiln in Morbi, Gujarat. Today we make ceramic, vitrified, porcelain and double-charge tiles in five plants and sell them through 1,200 dealers, 38 signature showrooms and this online store.',
    [
      {
        heading: 'What we make',
        paragraphs: [
          'More than 3,000 designs in sizes from 300x300 mm to 1200x2400 mm slabs, for floors, walls, kitchens, bathrooms, facades and parking.',
        ],
      },
      {
        heading: 'How we sell',
        paragraphs: [
          'Every price on this site is the MRP per sq.ft including GST. Tiles ship in whole boxes from the plant nearest to you.',
        ],
      },
      {
        heading: 'Learn more',
        links: [
          { href: '/core_values', label: 'Our core values' },
          { href: '/our-milestones', label: 'Our milestones' },
          { href: '/manufacturing-capabilities', label: 'Manufacturing capabilities' },
        ],
      },
    ],
  ),
  p(
    'core_values',
    'Core Values',
    'The values that guide how we make and sell tiles: quality, honesty, care for people and the planet.',
    'Five values guide every decision we make, from the clay we buy to the way we answer a call.',
    [
      {
        heading: 'Our values',
        list: [
          'Quality first: every batch is tested before it leaves the plant.',
          'Honest prices: MRP per sq.ft, no hidden charges.',
          'Customers as partners: we help you choose, not just buy.',
          'Safety for our people: zero-harm plants.',
          'Respect for resources: recycled water and waste heat in every kiln.',
        ],
      },
    ],
  ),
  p(
    'our-milestones',
    'Our Milestones',
    'From one kiln in 1998 to five plants and exports to 40 countries.',
    'Twenty-five years of growth, one kiln at a time.',
    [
      {
        heading: 'Milestones',
        list: [
          '1998: first ceramic wall-tile kiln in Morbi.',
          '2004: first vitrified floor-tile line.',
          '2011: double-charge and GVT production begins.',
          '2016: export office opens; first container to the Middle East.',
          '2019: 1200x2400 mm slab press commissioned.',
          '2023: 38th signature showroom; online store launched.',
        ],
      },
    ],
  ),
  p(
    'about-us-awards-accolades',
    'Awards & Accolades',
    'Design, quality and export awards won by our tiles and our team.',
    'Recognition from industry bodies and customers for design, quality and exports.',
    [
      {
        heading: 'Recent awards',
        list: [
          'Best Exporter, Ceramic Tiles (Gujarat Export Council), 2023.',
          'Design Excellence for the Royale book-match collection, 2022.',
          'Green Factory Award for zero-liquid-discharge plants, 2021.',
        ],
      },
    ],
  ),
  p(
    'executive-managers',
    'Executive Management',
    'The leadership team that runs our plants, sales and exports.',
    'Our executive team combines decades of ceramic engineering with retail and export experience.',
    [
      {
        heading: 'Leadership',
        list: [
          'Managing Director: leads strategy and plant investments.',
          'Chief Operating Officer: runs the five plants and logistics.',
          'Chief Financial Officer: finance, investor relations and compliance.',
          'Head of Design: collections and trend research.',
          'Head of Exports: markets in 40 countries.',
        ],
      },
    ],
  ),
  p(
    'board-of-director',
    'Board of Directors',
    'Our board of directors and its committees.',
    'The board oversees strategy, risk and governance, with a majority of independent directors.',
    [
      {
        heading: 'Committees',
        list: [
          'Audit Committee',
          'Nomination and Remuneration Committee',
          'Stakeholders Relationship Committee',
          'Corporate Social Responsibility Committee',
        ],
      },
      { links: [{ href: '/investor#governance', label: 'Governance documents' }] },
    ],
  ),
  p(
    'innovation',
    'Innovation',
    'Digital printing, anti-skid surfaces, cool-roof tiles and large slabs: how we innovate.',
    'Our design studio and lab work together to bring new surfaces to market every quarter.',
    [
      {
        heading: 'Recent work',
        list: [
          'High-definition digital glazing with 8 colour channels.',
          'Anti-skid R11 surfaces that stay easy to clean.',
          'Cool-roof tiles with a solar reflectance above 80%.',
          '1200x2400 mm slabs for countertops and seamless walls.',
        ],
      },
    ],
  ),
  p(
    'manufacturing-capabilities',
    'Manufacturing Capabilities',
    'Five plants, 2 lakh sq.m of tiles a day, from 300x300 mm to 1200x2400 mm.',
    'Our plants in Morbi and Himmatnagar produce more than 2 lakh square metres of tiles every day.',
    [
      {
        heading: 'Capacity',
        list: [
          'Five plants, 14 kilns.',
          'Sizes from 300x300 mm to 1200x2400 mm.',
          'Thickness from 7 mm wall tiles to 16 mm parking tiles.',
          'In-house body preparation and glaze lines.',
        ],
      },
      {
        heading: 'Quality checks',
        paragraphs: ['Each batch is checked for size, flatness, water absorption, breaking strength and shade.'],
        links: [{ href: '/product-quality', label: 'Product quality' }],
      },
    ],
  ),
  p(
    'csr',
    'Corporate Social Responsibility',
    'Education, water conservation and health programmes in the communities around our plants.',
    'We invest 2% of our profits in the villages around our plants.',
    [
      {
        heading: 'Programmes',
        list: [
          'Scholarships for 600 students a year.',
          'Check dams and rainwater harvesting in 12 villages.',
          'Mobile health camps for plant workers and their families.',
        ],
      },
    ],
  ),
  p(
    'product-quality',
    'Product Quality',
    'How we test tiles: size, flatness, water absorption, breaking strength and shade.',
    'Every tile we sell meets or beats IS 15622 and ISO 13006.',
    [
      {
        heading: 'What we test',
        list: [
          'Dimensions and squareness.',
          'Water absorption (below 0.5% for vitrified tiles).',
          'Breaking strength and modulus of rupture.',
          'Abrasion and stain resistance.',
          'Shade and calibre, printed on every box.',
        ],
      },
      { links: [{ href: '/inspection-doc', label: 'Inspection documents' }] },
    ],
  ),
  p(
    'faq',
    'Frequently Asked Questions',
    'Answers on prices per sq.ft, boxes, delivery, returns and laying tiles.',
    'The questions we hear most often.',
    [
      {
        heading: 'Is the price per tile or per sq.ft?',
        paragraphs: ['All prices are MRP per sq.ft including GST. The product page also shows the price of one box.'],
      },
      {
        heading: 'How many boxes do I need?',
        paragraphs: [
          'Use the calculator on any product page: enter the room size or the area, and it adds a wastage allowance (usually 10%) and rounds up to whole boxes.',
        ],
      },
      {
        heading: 'Do you deliver to my pincode?',
        paragraphs: ['We deliver across India. Enter your pincode in the cart to see the price and delivery for your area.'],
      },
      { heading: 'Can I return extra boxes?', paragraphs: ['Unopened boxes can be returned within 15 days of delivery.'] },
    ],
  ),
  p(
    'contact-us',
    'Contact Us',
    'Call, write or visit us: customer care, dealer enquiries, exports and careers.',
    'We are here Monday to Saturday, 9:30 am to 6:30 pm.',
    [
      { heading: 'Customer care', paragraphs: ['Request a callback from any page and our team will call you within one working day.'] },
      { heading: 'Head office', paragraphs: ['8-A National Highway, Morbi 363642, Gujarat, India.'] },
      {
        heading: 'Other enquiries',
        links: [
          { href: '/builders-contractors', label: 'Builders and contractors' },
          { href: '/exports-project', label: 'Exports' },
          { href: '/career', label: 'Careers' },
        ],
      },
    ],
  ),
  p(
    'signature-company-showrooms',
    'Signature Showrooms',
    'Our company-owned showrooms: see every tile full-size, with design advice.',
    'Our 38 signature showrooms show every collection in full-size room settings, with designers on hand.',
    [
      {
        heading: 'Where to find us',
        list: ['Delhi, Mumbai, Pune, Bangalore, Chennai, Hyderabad, Kolkata, Ahmedabad, Jaipur, Lucknow and 28 more cities.'],
        links: [{ href: '/store-locator', label: 'Find the nearest store' }],
      },
    ],
  ),
];
