import { apply, imageToPlane, invert, isConvexQuad, squareToQuad } from '../homography';
import type { Point } from '@tiles/shared';

const quad: Point[] = [
  [170, 330],
  [790, 330],
  [1250, 640],
  [-290, 640],
];

describe('homography', () => {
  it('maps the unit square onto the quad corner by corner', () => {
    const m = squareToQuad(quad);
    (
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ] as Point[]
    ).forEach(([u, v], i) => {
      const [x, y] = apply(m, u, v);
      expect(x).toBeCloseTo(quad[i][0], 6);
      expect(y).toBeCloseTo(quad[i][1], 6);
    });
  });

  it('takes image pixels back to millimetres on the plane, farther rows spanning more millimetres', () => {
    const m = imageToPlane(quad, 4000, 3800);
    const [u, v] = apply(m, 790, 330);
    expect(u).toBeCloseTo(4000, 3);
    expect(v).toBeCloseTo(0, 3);
    const near = apply(m, 480, 630)[1] - apply(m, 480, 620)[1];
    const far = apply(m, 480, 340)[1] - apply(m, 480, 330)[1];
    expect(far).toBeGreaterThan(near * 2);
  });

  it('inverts', () => {
    const m = squareToQuad(quad);
    const [x, y] = apply(invert(m), ...apply(m, 0.3, 0.7));
    expect(x).toBeCloseTo(0.3, 9);
    expect(y).toBeCloseTo(0.7, 9);
  });

  it('knows a bow-tie or collapsed quad is no plane', () => {
    expect(isConvexQuad(quad)).toBe(true);
    expect(
      isConvexQuad([
        [0, 0],
        [10, 10],
        [10, 0],
        [0, 10],
      ]),
    ).toBe(false);
    expect(
      isConvexQuad([
        [0, 0],
        [5, 0],
        [10, 0],
        [0, 10],
      ]),
    ).toBe(false);
  });
});
