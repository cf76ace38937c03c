import type { PlaneKind, Point, RoomPlane } from '../../../shared/src/contracts/rooms';

/**
 * Six room scenes drawn as SVG (no photos to download or license): the bare surfaces in `background`, with
 * light falling across them, and furniture in `overlay`, which the room view draws over the laid tiles.
 * Each plane's corners are where its edges meet in the picture; its real size sets how large a tile looks.
 */
export interface SceneDef {
  id: string;
  name: string;
  description: string;
  defaultPlane: PlaneKind;
  planes: RoomPlane[];
  background: string;
  overlay: string;
}

export const SCENE_WIDTH = 960;
export const SCENE_HEIGHT = 640;

const pts = (p: Point[]) => p.map(([x, y]) => `${x},${y}`).join(' ');
const poly = (p: Point[], fill: string, extra = '') => `<polygon points="${pts(p)}" fill="${fill}" ${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.45) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" opacity="${opacity}" filter="url(#soft)"/>`;
const plane = (kind: PlaneKind, corners: Point[], widthMm: number, heightMm: number): RoomPlane => ({
  kind,
  corners: corners as RoomPlane['corners'],
  widthMm,
  heightMm,
});

const DEFS = `<defs>
  <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
  <radialGradient id="lightL" cx="0.2" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>
  <radialGradient id="lightR" cx="0.8" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>
  <radialGradient id="lightC" cx="0.5" cy="0.2" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2e5"/><stop offset="1" stop-color="#d6e9f8"/></linearGradient>
  <linearGradient id="down" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#fff" stop-opacity="0.12"/></linearGradient>
</defs>`;

/** Floor, back wall and side walls of a box room seen from its open side; the back wall's top may be out of view. */
function boxRoom(
  far: [number, number, number],
  near: [number, number],
  wallMm: [number, number],
  floorMm: number,
  wallColour: string,
  light: string,
) {
  const [fl, fr, fy] = far;
  const [nl, nr] = near;
  const wallTop = fy - Math.round(((fr - fl) * wallMm[1]) / wallMm[0]);
  const sideY = (x0: number, x1: number) => fy + ((SCENE_HEIGHT - fy) * (x0 - 0)) / (x0 - x1);
  const floor: Point[] = [
    [fl, fy],
    [fr, fy],
    [nr, SCENE_HEIGHT],
    [nl, SCENE_HEIGHT],
  ];
  const wall: Point[] = [
    [fl, wallTop],
    [fr, wallTop],
    [fr, fy],
    [fl, fy],
  ];
  const background = [
    rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, wallColour),
    poly(
      [
        [0, 0],
        [fl, 0],
        [fl, fy],
        [0, sideY(fl, nl)],
      ],
      wallColour,
      'opacity="0.85"',
    ),
    poly(
      [
        [0, 0],
        [fl, 0],
        [fl, fy],
        [0, sideY(fl, nl)],
      ],
      '#000',
      'opacity="0.12"',
    ),
    poly(
      [
        [SCENE_WIDTH, 0],
        [fr, 0],
        [fr, fy],
        [SCENE_WIDTH, sideY(SCENE_WIDTH - fr, SCENE_WIDTH - nr)],
      ],
      '#000',
      'opacity="0.06"',
    ),
    poly(wall, wallColour),
    poly(wall, `url(#${light})`),
    poly(floor, '#d9d6d0'),
    poly(floor, `url(#${light})`),
  ].join('');
  return { floor, wall, background, planes: [plane('floor', floor, wallMm[0], floorMm), plane('wall', wall, wallMm[0], wallMm[1])] };
}

const sofa = [
  shadow(240, 585, 230, 30),
  rect(40, 380, 400, 90, '#5b6b7a', 'rx="18"'),
  rect(40, 450, 400, 120, '#6d7f90', 'rx="14"'),
  rect(20, 420, 60, 160, '#52606d', 'rx="16"'),
  rect(400, 420, 60, 160, '#52606d', 'rx="16"'),
  rect(60, 568, 14, 22, '#3a2f25'),
  rect(406, 568, 14, 22, '#3a2f25'),
].join('');

const livingRoom = boxRoom([170, 790, 330], [-290, 1250], [4000, 2700], 3800, '#e7dcc8', 'lightR');
const bedroom = boxRoom([190, 770, 300], [-250, 1210], [3600, 2700], 3600, '#ddd3e6', 'lightL');
const bathroomFloor = boxRoom([250, 710, 250], [-160, 1120], [2400, 2400], 2600, '#dfe6ea', 'lightC');

export const SCENES: SceneDef[] = [
  {
    id: 'living-room',
    name: 'Living room floor',
    defaultPlane: 'floor',
    planes: livingRoom.planes,
    description:
      'A living room with a grey sofa on the left, a window on the back wall and a plant on the right; the floor fills the lower half.',
    background: livingRoom.background + shadow(850, 600, 70, 20),
    overlay: [
      rect(560, 90, 180, 170, '#f4f4f2'),
      rect(572, 102, 156, 146, 'url(#sky)'),
      rect(646, 102, 8, 146, '#f4f4f2'),
      sofa,
      rect(810, 520, 80, 80, '#b5653f', 'rx="8"'),
      `<circle cx="850" cy="470" r="70" fill="#4f7f3a"/>`,
      `<circle cx="815" cy="430" r="40" fill="#5f9445"/>`,
    ].join(''),
  },
  {
    id: 'bedroom',
    name: 'Bedroom floor',
    defaultPlane: 'floor',
    planes: bedroom.planes,
    description:
      'A bedroom with a double bed against the back wall between two bedside tables; the floor shows in front of and beside the bed.',
    background: bedroom.background + shadow(480, 480, 270, 40, 0.5),
    overlay: [
      rect(300, 150, 360, 160, '#8a6a55', 'rx="10"'),
      poly(
        [
          [300, 280],
          [660, 280],
          [720, 470],
          [240, 470],
        ],
        '#f3efe8',
      ),
      poly(
        [
          [240, 470],
          [720, 470],
          [720, 500],
          [240, 500],
        ],
        '#d6cfc4',
      ),
      poly(
        [
          [300, 330],
          [660, 330],
          [700, 470],
          [260, 470],
        ],
        '#7a8fb0',
      ),
      rect(320, 250, 140, 50, '#ffffff', 'rx="14"'),
      rect(500, 250, 140, 50, '#ffffff', 'rx="14"'),
      rect(200, 250, 80, 90, '#a07c60'),
      rect(680, 250, 80, 90, '#a07c60'),
      `<circle cx="240" cy="225" r="24" fill="#f7e3a8"/>`,
      `<circle cx="720" cy="225" r="24" fill="#f7e3a8"/>`,
    ].join(''),
  },
  {
    id: 'bathroom-floor',
    name: 'Bathroom floor',
    defaultPlane: 'floor',
    planes: bathroomFloor.planes,
    description:
      'A bathroom seen from the door: a white bathtub along the back wall and a basin on the right; the floor fills most of the picture.',
    background: bathroomFloor.background + shadow(430, 330, 200, 20) + shadow(840, 470, 60, 22),
    overlay: [
      rect(250, 170, 340, 150, '#fbfbfb', 'rx="12"'),
      rect(262, 180, 316, 22, '#e4e8ea', 'rx="8"'),
      rect(800, 300, 80, 170, '#f6f6f6', 'rx="10"'),
      rect(770, 280, 140, 40, '#ffffff', 'rx="12"'),
    ].join(''),
  },
  {
    id: 'bathroom-wall',
    name: 'Bathroom wall',
    defaultPlane: 'wall',
    planes: [
      plane(
        'wall',
        [
          [80, 20],
          [880, 0],
          [880, 540],
          [80, 520],
        ],
        2600,
        1750,
      ),
      plane(
        'floor',
        [
          [80, 520],
          [880, 540],
          [990, 640],
          [-20, 640],
        ],
        2600,
        900,
      ),
    ],
    description: 'A bathroom wall seen straight on, with a mirror above a wooden vanity and basin, and a towel rail on the right.',
    background: [
      rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, '#c9c6c0'),
      poly(
        [
          [80, 20],
          [880, 0],
          [880, 540],
          [80, 520],
        ],
        '#e2dfda',
      ),
      poly(
        [
          [80, 20],
          [880, 0],
          [880, 540],
          [80, 520],
        ],
        'url(#lightC)',
      ),
      poly(
        [
          [80, 520],
          [880, 540],
          [990, 640],
          [-20, 640],
        ],
        '#d4d0ca',
      ),
      poly(
        [
          [80, 520],
          [880, 540],
          [990, 640],
          [-20, 640],
        ],
        'url(#down)',
      ),
      shadow(480, 330, 190, 110, 0.3),
      shadow(480, 540, 200, 16),
    ].join(''),
    overlay: [
      rect(360, 70, 240, 200, '#c8ccd0', 'rx="10"'),
      rect(372, 82, 216, 176, '#e9eef2', 'rx="6"'),
      rect(300, 330, 360, 190, '#8b5e3c', 'rx="6"'),
      rect(290, 316, 380, 22, '#f2f2f2', 'rx="6"'),
      `<ellipse cx="480" cy="318" rx="90" ry="12" fill="#dfe3e6"/>`,
      rect(474, 286, 12, 30, '#b8bcc0'),
      rect(740, 200, 110, 8, '#b8bcc0'),
      rect(750, 208, 90, 130, '#7fa7c9'),
    ].join(''),
  },
  {
    id: 'kitchen',
    name: 'Kitchen backsplash',
    defaultPlane: 'wall',
    planes: [
      plane(
        'wall',
        [
          [0, 170],
          [960, 170],
          [960, 380],
          [0, 380],
        ],
        3000,
        660,
      ),
    ],
    description:
      'A kitchen counter with upper cabinets; the backsplash is the wall strip between the counter and the cabinets, with a kettle on the counter.',
    background: [
      rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, '#e9e6df'),
      poly(
        [
          [0, 170],
          [960, 170],
          [960, 380],
          [0, 380],
        ],
        '#e3e0d9',
      ),
      poly(
        [
          [0, 170],
          [960, 170],
          [960, 380],
          [0, 380],
        ],
        'url(#down)',
      ),
      rect(0, 170, 960, 40, '#000', 'opacity="0.18" filter="url(#soft)"'),
    ].join(''),
    overlay: [
      rect(0, 0, 960, 170, '#f1ede4'),
      ...[0, 240, 480, 720].map((x) => rect(x + 8, 8, 224, 150, '#fbf8f1', 'rx="4"')),
      rect(0, 380, 960, 36, '#3b3b3b'),
      rect(0, 416, 960, 224, '#f1ede4'),
      ...[0, 240, 480, 720].map((x) => rect(x + 8, 428, 224, 200, '#fbf8f1', 'rx="4"')),
      `<ellipse cx="700" cy="374" rx="60" ry="8" fill="#000" opacity="0.35" filter="url(#soft)"/>`,
      rect(660, 300, 80, 80, '#c0392b', 'rx="20"'),
      rect(690, 288, 20, 14, '#222'),
    ].join(''),
  },
  {
    id: 'parking',
    name: 'Outdoor parking',
    defaultPlane: 'floor',
    planes: [
      plane(
        'floor',
        [
          [250, 300],
          [710, 300],
          [1300, 640],
          [-340, 640],
        ],
        5000,
        7000,
      ),
      plane(
        'wall',
        [
          [250, 110],
          [710, 110],
          [710, 300],
          [250, 300],
        ],
        5000,
        2060,
      ),
    ],
    description: 'A house front with a garage door, a car parked on the driveway and lawns on both sides under a blue sky.',
    background: [
      rect(0, 0, SCENE_WIDTH, 300, 'url(#sky)'),
      rect(0, 300, SCENE_WIDTH, 340, '#6e9d4f'),
      rect(150, 110, 660, 190, '#e6d8bf'),
      poly(
        [
          [130, 110],
          [830, 110],
          [480, 30],
        ],
        '#9a5a3c',
      ),
      poly(
        [
          [250, 300],
          [710, 300],
          [1300, 640],
          [-340, 640],
        ],
        '#cfcac2',
      ),
      poly(
        [
          [250, 300],
          [710, 300],
          [1300, 640],
          [-340, 640],
        ],
        'url(#lightL)',
      ),
      poly(
        [
          [250, 110],
          [710, 110],
          [710, 300],
          [250, 300],
        ],
        '#e6d8bf',
      ),
      shadow(480, 560, 230, 40, 0.55),
    ].join(''),
    overlay: [
      rect(330, 170, 300, 130, '#f3f1ec'),
      ...[190, 220, 250, 280].map((y) => rect(330, y, 300, 2, '#cfcac2')),
      rect(270, 400, 420, 120, '#2d5d8c', 'rx="40"'),
      rect(330, 350, 300, 80, '#2d5d8c', 'rx="30"'),
      rect(350, 362, 260, 50, '#a9c7e0', 'rx="16"'),
      `<circle cx="340" cy="530" r="36" fill="#1d1d1d"/>`,
      `<circle cx="620" cy="530" r="36" fill="#1d1d1d"/>`,
      rect(290, 440, 40, 16, '#f7e7a1', 'rx="6"'),
      rect(630, 440, 40, 16, '#f7e7a1', 'rx="6"'),
    ].join(''),
  },
];

export const sceneSvg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}">${DEFS}${body}</svg>`;
