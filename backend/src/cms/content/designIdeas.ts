import type { CmsSeed } from '../types';

interface Idea {
  slug: string;
  room: string;
  listing: string;
  intro: string;
  ideas: string[];
  tip: string;
}

/** Room guides under /design-ideas; each ends with links to the listings that carry the tiles it shows. */
const ROOMS: Idea[] = [
  {
    slug: 'bathroom',
    room: 'Bathroom',
    listing: '/tiles/bathroom-tiles',
    intro:
      'A bathroom works hardest of any room in the house: water, steam and daily cleaning. The right tiles make it safe underfoot and easy to keep bright.',
    ideas: [
      'Anti-skid matte floor tiles (R11) in the shower area, with a 300x600 mm glossy wall tile to bounce light around small rooms.',
      'One feature wall in book-match marble or onyx behind the vanity; keep the other three walls plain.',
      'Run the same 600x1200 mm tile from floor to ceiling to make a compact bathroom look larger.',
      'Dark grout with cement-look tiles hides wear; light grout with statuario keeps the look crisp.',
    ],
    tip: 'Choose floor tiles with a slip rating for wet areas and leave a 1:100 slope towards the drain.',
  },
  {
    slug: 'living-room',
    room: 'Living Room',
    listing: '/tiles/living-room-tiles',
    intro:
      'The living room is where guests form their first impression. Large-format tiles with few grout lines give it a calm, expensive look.',
    ideas: [
      '800x1600 mm glossy marble-look vitrified tiles for a seamless floor.',
      'Wooden plank tiles in 200x1200 mm for warmth without the upkeep of timber.',
      'A 3D or geometric accent wall behind the television unit.',
      'Matching skirting cut from the floor tile for a tidy edge.',
    ],
    tip: 'Lay large tiles with 2 mm spacers and levelling clips so adjoining edges sit flush.',
  },
  {
    slug: 'bedroom',
    room: 'Bedroom',
    listing: '/tiles/bedroom-tiles',
    intro: 'Bedrooms ask for quiet colours and soft textures; matte and satin finishes feel warmer underfoot.',
    ideas: [
      'Warm oak or walnut wooden tiles with a matte finish.',
      'Beige or ivory 600x600 mm tiles for small rooms, laid diagonally to widen the space.',
      'A headboard wall in textured stone-look tiles.',
    ],
    tip: 'Matte tiles reflect less light, which keeps a bedroom restful in the evening.',
  },
  {
    slug: 'pooja-room',
    room: 'Pooja Room',
    listing: '/tiles/marble-tiles',
    intro:
      'A pooja room deserves materials that feel pure and timeless. Marble-look tiles bring the look of temple stone at a fraction of the weight and cost.',
    ideas: [
      'White statuario vitrified tiles on the floor and back wall.',
      'A border of gold-veined onyx framing the mandir.',
      'Glossy tiles on the back wall to reflect the diya light.',
    ],
    tip: 'Use stain-resistant glazed tiles around the lamp and kumkum area; they wipe clean with a damp cloth.',
  },
  {
    slug: 'wash-basin',
    room: 'Wash Basin Area',
    listing: '/tiles/wall-tiles',
    intro: 'The wash basin wall is small but gets splashed many times a day, so it is the perfect place for a bold tile.',
    ideas: [
      'Mosaic or geometric tiles as a backsplash up to 1,200 mm.',
      'A single slab-look 800x1600 mm tile behind the basin for a grout-free surface.',
      'Terrazzo tiles for a playful, modern corner.',
    ],
    tip: 'Glossy tiles are the easiest to wipe clean around a basin.',
  },
  {
    slug: 'countertop',
    room: 'Countertop',
    listing: '/tiles/800x1600-tiles',
    intro: 'Large-format vitrified slabs make countertops that resist heat, stains and scratches better than most natural stone.',
    ideas: [
      'Book-match marble slabs for kitchen islands.',
      'Black granite-look tiles for a classic kitchen counter.',
      'Matching the countertop and backsplash in one design for a continuous look.',
    ],
    tip: 'Ask for 9 mm full-body slabs for counters so edges can be polished after cutting.',
  },
  {
    slug: 'front-elevation',
    room: 'Front Elevation',
    listing: '/tiles/elevation-tiles',
    intro: 'Elevation tiles protect the facade from rain and sun and give the house its character from the street.',
    ideas: [
      'Stone and brick-look tiles on the ground floor, plain plaster above.',
      'Wooden strips around the entrance for warmth.',
      'Dark grey cement-look tiles with white window frames for a modern facade.',
    ],
    tip: 'Use exterior-grade adhesive such as Masterbond for facade tiles and fix them mechanically above 3 m.',
  },
  {
    slug: 'outdoor',
    room: 'Outdoor',
    listing: '/tiles/parking-tiles',
    intro: 'Terraces, balconies, paths and parking need tiles that stay firm and safe in sun and rain.',
    ideas: [
      'Rustic anti-skid tiles for balconies and terraces.',
      'Heavy-duty 16 mm parking tiles for driveways.',
      'Cool-roof white tiles to keep the terrace and the rooms below cooler.',
    ],
    tip: 'Outdoor floors need a slope of at least 1:80 and tiles rated for frost and heavy loads.',
  },
];

const KITCHEN_STYLES: Idea[] = [
  {
    slug: 'modular-kitchen',
    room: 'Modular Kitchen',
    listing: '/tiles/kitchen-tiles',
    intro: 'Modular kitchens are built from standard cabinets; tiles fill the gaps between them and tie the look together.',
    ideas: [
      'A full-height backsplash in 300x600 mm glossy wall tiles.',
      'Matte anti-skid floor tiles in a shade darker than the cabinets.',
    ],
    tip: 'Tile behind the cabinets before they are installed so the wall is sealed.',
  },
  {
    slug: 'l-shaped-kitchen',
    room: 'L-shaped Kitchen',
    listing: '/tiles/kitchen-tiles',
    intro: 'An L-shaped kitchen opens into the dining area, so the floor tile should flow between the two.',
    ideas: ['One large-format floor tile across kitchen and dining.', 'A patterned backsplash on the long arm of the L only.'],
    tip: 'Keep the grout line running straight from the kitchen into the next room.',
  },
  {
    slug: 'u-shaped-kitchen',
    room: 'U-shaped Kitchen',
    listing: '/tiles/kitchen-tiles',
    intro: 'U-shaped kitchens have the most wall space of any layout, which makes the backsplash the star.',
    ideas: ['Light glossy tiles on three walls to keep it from feeling closed in.', 'A mosaic panel behind the hob as the focal point.'],
    tip: 'Choose light colours in a U-shaped kitchen: it has less natural light.',
  },
  {
    slug: 'parallel-kitchen',
    room: 'Parallel Kitchen',
    listing: '/tiles/kitchen-tiles',
    intro: 'Parallel (galley) kitchens are narrow; tiles can make them feel wider.',
    ideas: ['Floor tiles laid across the width, not the length.', 'Horizontal 300x600 mm wall tiles to stretch the walls.'],
    tip: 'Avoid busy patterns in a galley; they shorten the room visually.',
  },
  {
    slug: 'island-kitchen',
    room: 'Island Kitchen',
    listing: '/tiles/kitchen-tiles',
    intro: 'An island is a natural gathering point, so give it the most striking surface in the room.',
    ideas: ['Book-match slab on the island, plain tiles elsewhere.', 'Wooden-look floor tiles to soften a large open kitchen.'],
    tip: 'Plan floor tiles around the island first; it is the most visible cut line.',
  },
  {
    slug: 'open-kitchen',
    room: 'Open Kitchen',
    listing: '/tiles/kitchen-tiles',
    intro: 'Open kitchens are part of the living room, so tiles must suit both cooking and company.',
    ideas: ['The living-room floor tile carried into the kitchen.', 'A subtle geometric backsplash that reads as art from the sofa.'],
    tip: 'Matte finishes hide oil splashes and footprints better in open layouts.',
  },
  {
    slug: 'kitchen-backsplash',
    room: 'Kitchen Backsplash',
    listing: '/tiles/wall-tiles',
    intro: 'The backsplash protects the wall behind the hob and sink from heat, oil and water.',
    ideas: [
      'Glossy subway-style 300x600 mm tiles in white or cream.',
      'Moroccan flower tiles for a traditional kitchen.',
      'Stone-look tiles for a rustic finish.',
    ],
    tip: 'Stop the backsplash at the underside of the wall cabinets, or run it to the ceiling where there are none.',
  },
];

function page(i: Idea, identifier: string): CmsSeed {
  return {
    identifier,
    title: `${i.room} Design Ideas`,
    description: `${i.room} tile design ideas: ${i.intro.split('.')[0].toLowerCase()}.`,
    keywords: `${i.room.toLowerCase()} tiles, ${i.room.toLowerCase()} design ideas`,
    intro: i.intro,
    sections: [
      { heading: 'Ideas we love', list: i.ideas },
      { heading: 'Tip from our designers', paragraphs: [i.tip] },
      {
        heading: 'Shop the look',
        links: [
          { href: i.listing, label: `See ${i.room.toLowerCase()} tiles` },
          { href: '/design-ideas', label: 'All design ideas' },
        ],
      },
    ],
  };
}

const kitchenHub: CmsSeed = {
  identifier: 'design-ideas/kitchen',
  title: 'Kitchen Design Ideas',
  description: 'Kitchen tile design ideas by layout: modular, L-shaped, U-shaped, parallel, island and open kitchens, and backsplashes.',
  intro:
    'A kitchen tile has to survive heat, oil, water and dropped pans and still look good every day. Start from your layout: each one treats floor and walls a little differently.',
  sections: [
    {
      heading: 'Ideas by kitchen layout',
      links: KITCHEN_STYLES.map((k) => ({ href: `/design-ideas/kitchen/${k.slug}`, label: `${k.room} ideas` })),
    },
    {
      heading: 'What to look for',
      list: [
        'Anti-skid or matte floor tiles near the sink and hob.',
        'Stain-resistant glazed wall tiles behind the hob.',
        'Epoxy grout on countertops and backsplashes: it does not absorb oil.',
      ],
    },
    { heading: 'Shop the look', links: [{ href: '/tiles/kitchen-tiles', label: 'See kitchen tiles' }] },
  ],
};

export const DESIGN_IDEAS: CmsSeed[] = [
  {
    identifier: 'design-ideas',
    title: 'Tile Design Ideas',
    description: 'Tile design ideas for every room: bathroom, kitchen, living room, bedroom, pooja room, elevation and outdoor spaces.',
    intro:
      'Not sure where to start? Our designers put together ideas for every room of an Indian home, with the tiles that make each look.',
    sections: [
      {
        heading: 'Ideas by room',
        links: [...ROOMS.slice(0, 1), { slug: 'kitchen', room: 'Kitchen' } as Idea, ...ROOMS.slice(1)].map((r) => ({
          href: `/design-ideas/${r.slug}`,
          label: `${r.room} design ideas`,
        })),
      },
      {
        heading: 'Visit a showroom',
        paragraphs: [
          'See every tile in full size at one of our signature showrooms, or ask for a callback and our designers will help you choose.',
        ],
        links: [{ href: '/signature-company-showrooms', label: 'Signature showrooms' }],
      },
    ],
  },
  ...ROOMS.map((r) => page(r, `design-ideas/${r.slug}`)),
  kitchenHub,
  ...KITCHEN_STYLES.map((k) => page(k, `design-ideas/kitchen/${k.slug}`)),
];
