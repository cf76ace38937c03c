import type { CmsSeed } from '../types';

const projectPage = (
  identifier: string,
  title: string,
  description: string,
  intro: string,
  examples: string[],
  link: { href: string; label: string },
): CmsSeed => ({
  identifier,
  title,
  description,
  intro,
  sections: [
    { heading: 'Selected projects', list: examples },
    {
      heading: 'Work with us',
      paragraphs: [
        'Our project team supports you from specification to the last box: samples, mock-ups, site visits and scheduled deliveries.',
      ],
      links: [link, { href: '/our-capabilities', label: 'Our project capabilities' }],
    },
  ],
});

/** Showcase pages for the tile families we supply to projects (/projects-at-{product}). */
const FAMILIES: { slug: string; name: string; listing: string; sites: string[] }[] = [
  {
    slug: 'vitrified-tiles',
    name: 'Vitrified Tiles',
    listing: '/tiles/vitrified-tiles',
    sites: [
      'Metro station concourses, Ahmedabad: 42,000 sq.m of 800x800 mm GVT.',
      'IT park, Hyderabad: 60,000 sq.m of polished vitrified floors.',
    ],
  },
  {
    slug: 'wooden-tiles',
    name: 'Wooden Tiles',
    listing: '/tiles/wooden-tiles',
    sites: [
      'Boutique hotel, Udaipur: 3,500 sq.m of oak plank tiles.',
      'Co-working offices, Pune: 8,000 sq.m of walnut 200x1200 mm planks.',
    ],
  },
  {
    slug: 'marble-tiles',
    name: 'Marble Tiles',
    listing: '/tiles/marble-tiles',
    sites: ['Luxury apartments, Mumbai: 25,000 sq.m of statuario slabs.', 'Wedding hall, Jaipur: book-match onyx feature walls.'],
  },
  {
    slug: 'anti-skid-tiles',
    name: 'Anti-skid Tiles',
    listing: '/tiles/anti-skid-tiles',
    sites: ['District hospital, Lucknow: 18,000 sq.m of R11 floors.', 'School campus, Coimbatore: corridors and washrooms.'],
  },
  {
    slug: 'parking-tiles',
    name: 'Parking Tiles',
    listing: '/tiles/parking-tiles',
    sites: ['Residential township, Noida: 30,000 sq.m of 16 mm parking tiles.', 'Mall basement, Indore: heavy-duty driveways.'],
  },
  {
    slug: 'elevation-tiles',
    name: 'Elevation Tiles',
    listing: '/tiles/elevation-tiles',
    sites: ['Villa community, Bangalore: stone-look facades.', 'Corporate HQ, Gurgaon: ventilated facade of 1200x2400 mm slabs.'],
  },
];

export const PROJECTS: CmsSeed[] = [
  projectPage(
    'residential-projects',
    'Residential Projects',
    "Tiles for apartments, villas and townships, supplied to India's leading developers.",
    'From affordable housing to luxury towers, we have supplied over 4,000 residential projects.',
    ['Township of 2,400 homes, Pune.', 'Luxury towers, Mumbai.', 'Villa community, Bangalore.'],
    { href: '/builders-contractors', label: 'For builders and contractors' },
  ),
  projectPage(
    'commercial-projects',
    'Commercial Projects',
    'Tiles for offices, malls, hotels and showrooms.',
    'High-traffic floors that keep their finish for decades.',
    ['IT park, Hyderabad.', 'Shopping mall, Indore.', 'Five-star hotel, Goa.'],
    { href: '/tiles/commercial-tiles', label: 'Commercial tiles' },
  ),
  projectPage(
    'government-projects',
    'Government Projects',
    'Approved supplier for hospitals, schools, metro stations and public buildings.',
    'We are an approved vendor for central and state public works departments.',
    ['Metro stations, Ahmedabad.', 'District hospitals, Uttar Pradesh.', 'Smart-city schools, Tamil Nadu.'],
    { href: '/contact-us', label: 'Tender enquiries' },
  ),
  projectPage(
    'industrial-projects',
    'Industrial Projects',
    'Heavy-duty, chemical-resistant tiles for factories and warehouses.',
    'Tiles that stand up to forklifts, chemicals and constant cleaning.',
    ['Pharmaceutical plant, Vadodara.', 'Food-processing unit, Nagpur.', 'Logistics hub, Chennai.'],
    { href: '/tiles/high-traffic-tiles', label: 'High-traffic tiles' },
  ),
  projectPage(
    'builders-contractors',
    'Builders & Contractors',
    'Project pricing, samples, scheduled deliveries and site support for builders and contractors.',
    'A dedicated project manager for every site, from sample approval to final delivery.',
    ['Project price lists by volume.', 'Free samples and mock-up panels.', 'Deliveries scheduled floor by floor.'],
    { href: '/contact-us', label: 'Talk to our project team' },
  ),
  projectPage(
    'exports-project',
    'Exports',
    'Tiles exported to 40 countries: export catalogue, container loading and documentation.',
    'We ship to the Middle East, Africa, Europe, South-East Asia and the Americas.',
    [
      'Container loads from Mundra and Pipavav ports.',
      'Export-grade packing and pallets.',
      'CE marking and country-specific documentation.',
    ],
    { href: '/download-export-catalogue', label: 'Download the export catalogue' },
  ),
  projectPage(
    'our-capabilities',
    'Our Capabilities',
    'Design support, custom sizes, large volumes and on-time delivery for projects.',
    'What our project team can do for you.',
    [
      'Custom sizes and cut pieces.',
      'Exclusive designs for large projects.',
      'Up to 2 lakh sq.m a day of production.',
      'Technical support on site.',
    ],
    { href: '/manufacturing-capabilities', label: 'Manufacturing capabilities' },
  ),
  ...FAMILIES.map((f) =>
    projectPage(
      `projects-at-${f.slug}`,
      `Projects with Our ${f.name}`,
      `Projects where our ${f.name.toLowerCase()} were used: homes, offices, hospitals and public spaces.`,
      `See where our ${f.name.toLowerCase()} have been laid, and how they look years later.`,
      f.sites,
      { href: f.listing, label: `Shop ${f.name.toLowerCase()}` },
    ),
  ),
];
