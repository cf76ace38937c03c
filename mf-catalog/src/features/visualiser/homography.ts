import type { Point } from '@tiles/shared';

/** A 3×3 projective transform, row-major: (x, y) → ((m0·x + m1·y + m2) / w, (m3·x + m4·y + m5) / w), w = m6·x + m7·y + m8. */
export type Mat3 = [number, number, number, number, number, number, number, number, number];

/** Maps the unit square's corners (0,0), (1,0), (1,1), (0,1) onto `q` in that order (Heckbert's closed form). */
export function squareToQuad(q: readonly Point[]): Mat3 {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  let g = 0;
  let h = 0;
  if (Math.abs(sx) > 1e-9 || Math.abs(sy) > 1e-9) {
    const dx1 = x1 - x2,
      dx2 = x3 - x2,
      dy1 = y1 - y2,
      dy2 = y3 - y2;
    const den = dx1 * dy2 - dx2 * dy1;
    g = (sx * dy2 - dx2 * sy) / den;
    h = (dx1 * sy - sx * dy1) / den;
  }
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

export function invert(m: Mat3): Mat3 {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h,
    B = -(d * i - f * g),
    C = d * h - e * g;
  const det = a * A + b * B + c * C;
  const k = 1 / det;
  return [
    A * k,
    -(b * i - c * h) * k,
    (b * f - c * e) * k,
    B * k,
    (a * i - c * g) * k,
    -(a * f - c * d) * k,
    C * k,
    -(a * h - b * g) * k,
    (a * e - b * d) * k,
  ];
}

export function apply(m: Mat3, x: number, y: number): Point {
  const w = m[6] * x + m[7] * y + m[8];
  return [(m[0] * x + m[1] * y + m[2]) / w, (m[3] * x + m[4] * y + m[5]) / w];
}

/** Image pixel → millimetres on the plane whose corners are `corners` and whose real size is widthMm × heightMm. */
export function imageToPlane(corners: readonly Point[], widthMm: number, heightMm: number): Mat3 {
  const inv = invert(squareToQuad(corners));
  return [
    inv[0] * widthMm,
    inv[1] * widthMm,
    inv[2] * widthMm,
    inv[3] * heightMm,
    inv[4] * heightMm,
    inv[5] * heightMm,
    inv[6],
    inv[7],
    inv[8],
  ];
}

/** False for three points in a line or a quad whose edges cross (no plane can be laid on it). */
export function isConvexQuad(q: readonly Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [ax, ay] = q[i],
      [bx, by] = q[(i + 1) % 4],
      [cx, cy] = q[(i + 2) % 4];
    const cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx);
    if (Math.abs(cross) < 1e-6) return false;
    if (sign && Math.sign(cross) !== sign) return false;
    sign = Math.sign(cross);
  }
  return true;
}
