import type { CmsSeed } from '../types';

/** Investor relations, careers, news and the adhesive product page. */
export const CORPORATE: CmsSeed[] = [
  {
    identifier: 'investor',
    title: 'Investor Relations',
    layout: 'toc',
    description: 'Financial results, annual reports, shareholding pattern, governance and investor contacts.',
    intro: 'Information for our shareholders and the investing community. Use the links below to jump to a section.',
    sections: [
      {
        id: 'financial-results',
        heading: 'Financial Results',
        list: [
          'Q2 FY2025-26: revenue up 11% year on year; EBITDA margin 16.4%.',
          'Q1 FY2025-26: revenue up 9%; export share 27%.',
          'FY2024-25 audited results.',
        ],
      },
      {
        id: 'annual-reports',
        heading: 'Annual Reports',
        list: ['Annual Report 2024-25', 'Annual Report 2023-24', 'Annual Report 2022-23'],
      },
      {
        id: 'shareholding-pattern',
        heading: 'Shareholding Pattern',
        paragraphs: ['Promoters 58.2%, institutions 21.5%, public 20.3% (as of 30 September).'],
      },
      {
        id: 'governance',
        heading: 'Corporate Governance',
        list: ['Code of conduct', 'Whistle-blower policy', 'Related-party transactions policy', 'CSR policy'],
      },
      {
        id: 'investor-contact',
        heading: 'Investor Contact',
        paragraphs: ['Company Secretary and Compliance Officer, 8-A National Highway, Morbi 363642, Gujarat.'],
      },
    ],
  },
  {
    identifier: 'career',
    title: 'Careers',
    description: 'Jobs in tile manufacturing, design, sales and exports. Grow with us.',
    intro: 'Five plants, 38 showrooms and 3,000 colleagues: there is room to grow here.',
    sections: [
      {
        heading: 'Open roles',
        list: [
          'Kiln Engineer, Morbi',
          'Showroom Design Consultant, Bangalore',
          'Area Sales Manager, Lucknow',
          'Export Executive, Ahmedabad',
          'Frontend Developer, Remote',
        ],
      },
      {
        heading: 'Why join us',
        list: [
          'Training at our own ceramic academy.',
          'Health cover for your family.',
          'Promotion from within: 70% of managers started with us.',
        ],
      },
      {
        heading: 'Apply',
        paragraphs: ['Send your CV with the role in the subject line through the contact page.'],
        links: [{ href: '/contact-us', label: 'Contact us' }],
      },
    ],
  },
  {
    identifier: 'press-release',
    title: 'Press Releases',
    description: 'Official announcements: results, new plants, collections and awards.',
    intro: 'Our latest announcements for the media.',
    sections: [
      {
        heading: 'Slab plant expansion',
        paragraphs: ['We are adding a second 1200x2400 mm slab line at Morbi, raising large-format capacity by 40% from next year.'],
      },
      {
        heading: 'Royale collection launch',
        paragraphs: ['The Royale collection brings book-match marble looks in 800x1600 mm to homes across India.'],
      },
      { heading: 'Media contact', links: [{ href: '/contact-us', label: 'Contact our media team' }] },
    ],
  },
  {
    identifier: 'event',
    title: 'Events',
    description: 'Trade fairs, design talks and showroom events where you can meet us.',
    intro: 'Meet our designers and see new collections at these events.',
    sections: [
      {
        heading: 'Upcoming events',
        list: [
          'Tile & Bath Expo, Mumbai: stand B-14.',
          "Architects' design meet, Bangalore showroom.",
          'Cersaie, Bologna: export stand in Hall 22.',
        ],
      },
    ],
  },
  {
    identifier: 'latest-news',
    title: 'Latest News',
    description: 'News from our plants, showrooms and design studio.',
    intro: 'What is new at our plants, showrooms and studio.',
    sections: [
      { heading: 'New signature showroom in Kochi', paragraphs: ['Our 38th signature showroom opened in Kochi with 120 room settings.'] },
      { heading: 'Cool-roof tiles certified', paragraphs: ['Our cool-roof tiles now carry a solar reflectance index above 100.'] },
      {
        links: [
          { href: '/press-release', label: 'Press releases' },
          { href: '/blog', label: 'Blog' },
        ],
      },
    ],
  },
  {
    identifier: 'masterbond-tile-adhesive',
    title: 'Masterbond Tile Adhesive',
    description: 'Masterbond polymer-modified tile adhesives for floors, walls, large-format tiles and facades.',
    intro: 'Masterbond adhesives fix tiles faster and stronger than sand and cement, with no curing water needed.',
    sections: [
      {
        heading: 'The range',
        list: [
          'Masterbond 100: ceramic tiles on floors and internal walls.',
          'Masterbond 200: vitrified tiles on floors and walls.',
          'Masterbond 300: large-format tiles and slabs up to 1200x2400 mm.',
          'Masterbond 400: external facades and swimming pools.',
        ],
      },
      {
        heading: 'Coverage',
        paragraphs: ['One 20 kg bag covers about 50 to 60 sq.ft with a 3 mm bed, or 30 to 35 sq.ft with a 6 mm bed for large tiles.'],
      },
      {
        heading: 'Why adhesive',
        list: ['Thin bed: saves floor height and weight.', 'No hollow spots under large tiles.', 'Ready to grout in 24 hours.'],
      },
    ],
  },
];
