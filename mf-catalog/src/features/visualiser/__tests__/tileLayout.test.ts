import { prepareLayout, type LayoutInput } from '../tileLayout';

const base: LayoutInput = { tileWidthMm: 600, tileHeightMm: 600, groutMm: 3, pattern: 'straight', rotationDeg: 0, centre: [0, 0] };
const face = new Float64Array(2);

/** Share of grout over a fine grid of an area much larger than a tile. */
function groutShare(l: LayoutInput): number {
  const { at } = prepareLayout(l);
  let grout = 0,
    n = 0;
  for (let u = 0; u < 6000; u += 7.3)
    for (let v = 0; v < 6000; v += 7.3) {
      n++;
      if (!at(u, v, face)) grout++;
    }
  return grout / n;
}

describe('tile layout', () => {
  it('lays straight tiles at their real size with grout between them', () => {
    const { at } = prepareLayout(base);
    expect(at(10, 10, face)).toBe(true);
    expect(face[0]).toBeCloseTo(10 / 600);
    expect(at(601, 10, face)).toBe(false);
    expect(at(604, 10, face)).toBe(true);
    expect(face[0]).toBeCloseTo(1 / 600);
    // 3 mm of grout per 603 mm each way.
    expect(groutShare(base)).toBeCloseTo(1 - (600 / 603) ** 2, 2);
  });

  it('offsets every other row by half a tile in a brick pattern', () => {
    const { at } = prepareLayout({ ...base, pattern: 'brick' });
    at(10, 10, face);
    expect(face[0]).toBeCloseTo(10 / 600);
    at(10, 700, face);
    expect(face[0]).toBeCloseTo((10 + 301.5) / 600);
  });

  it('covers the plane with herringbone planks, no gaps or overlaps beyond the grout', () => {
    const plank = { ...base, tileWidthMm: 200, tileHeightMm: 1200, pattern: 'herringbone' as const };
    // Each plank owns (1200+3)·(200+3) of the plane and shows 1200·200 of it.
    expect(groutShare(plank)).toBeCloseTo(1 - (1200 * 200) / (1203 * 203), 2);
    expect(groutShare({ ...plank, groutMm: 0 })).toBe(0);
  });

  it('turns the pattern with the rotation', () => {
    const { at } = prepareLayout({ ...base, groutMm: 0, rotationDeg: 90 });
    at(10, 20, face);
    expect(face[0]).toBeCloseTo(20 / 600);
    expect(face[1]).toBeCloseTo(1 - 10 / 600);
  });

  it('falls back to straight for square tiles asked for herringbone', () => {
    expect(prepareLayout({ ...base, pattern: 'herringbone' }).pattern).toBe('straight');
  });
});
