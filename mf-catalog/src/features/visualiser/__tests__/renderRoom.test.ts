import { planeMeanLuminance, planeShading, renderRoom, type Pixels, type PlaneSpec } from '../renderRoom';

/** A 40 × 20 scene: light grey on the left half, half as bright on the right (a shadow). */
function scene(): Pixels {
  const width = 40,
    height = 20;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const v = i % width < 20 ? 200 : 100;
    data.set([v, v, v, 255], i * 4);
  }
  return { data, width, height };
}

const red: Pixels = { data: new Uint8ClampedArray(Array.from({ length: 4 * 4 }, (_, i) => [150, 0, 0, 255][i % 4])), width: 2, height: 2 };
// The lower half of the picture is a 4000 × 1000 mm floor seen straight on: 10 px per 1000 mm across.
const floor: PlaneSpec = {
  corners: [
    [0, 10],
    [40, 10],
    [40, 20],
    [0, 20],
  ],
  widthMm: 4000,
  heightMm: 1000,
};
const at = (p: Uint8ClampedArray, x: number, y: number) => Array.from(p.slice((y * 40 + x) * 4, (y * 40 + x) * 4 + 3));

describe('renderRoom (Canvas 2D path)', () => {
  const s = scene();
  const shading = planeShading(s, floor);
  const render = (groutMm: number) => {
    const out = new Uint8ClampedArray(s.data.length);
    renderRoom(out, {
      scene: s,
      shading,
      plane: floor,
      tile: red,
      grout: [0, 0, 255],
      layout: { tileWidthMm: 950, tileHeightMm: 950, groutMm, pattern: 'straight', rotationDeg: 0 },
    });
    return out;
  };

  it('measures the light on the plane against its mean', () => {
    expect(planeMeanLuminance(s, floor)).toBeCloseTo(150, 0);
    expect(shading[15 * 40 + 5]).toBeCloseTo(200 / 150, 2);
    expect(shading[15 * 40 + 35]).toBeCloseTo(100 / 150, 2);
    expect(shading[5 * 40 + 5]).toBe(0);
  });

  it('lays the tile on the plane only, multiplied by the light so the shadow stays', () => {
    const out = render(0);
    expect(at(out, 5, 5)).toEqual([200, 200, 200]);
    expect(at(out, 5, 15)).toEqual([200, 0, 0]);
    expect(at(out, 35, 15)).toEqual([100, 0, 0]);
  });

  it('draws grout between tiles at their real size', () => {
    // Tiles of 950 mm + 50 mm grout repeat every 1000 mm = 10 px, starting from the plane's centre.
    const out = render(50);
    const row = Array.from({ length: 40 }, (_, x) => (at(out, x, 12)[2] > 0 ? 'g' : 't')).join('');
    expect(row.match(/g+/g)?.length).toBe(4);
    expect(
      row
        .replace(/g+/g, '|')
        .split('|')
        .filter(Boolean)
        .every((t) => t.length >= 8),
    ).toBe(true);
  });
});
