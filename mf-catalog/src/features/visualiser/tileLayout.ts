/** How tiles are laid on a plane, in millimetres: which tile (and where on its face) or grout is at a point. */
export type Pattern = 'straight' | 'brick' | 'herringbone';
export const PATTERNS: Pattern[] = ['straight', 'brick', 'herringbone'];

export interface LayoutInput {
  tileWidthMm: number;
  tileHeightMm: number;
  groutMm: number;
  pattern: Pattern;
  rotationDeg: number;
  /** The point the pattern starts from and turns about (the plane's centre). */
  centre: [number, number];
}

/** Herringbone needs planks: at least twice as long as wide. */
export const canHerringbone = (w: number, h: number) => Math.max(w, h) >= 2 * Math.min(w, h);

/**
 * Prepared once per change, then asked per pixel. `at(u, v, out)` writes the tile face coordinates (0–1) to
 * out[0], out[1] and returns true on a tile, false on grout; no allocation per call (it runs ~300 000 times a frame).
 */
export function prepareLayout(l: LayoutInput) {
  const rad = (l.rotationDeg * Math.PI) / 180;
  const cos = Math.cos(rad),
    sin = Math.sin(rad);
  const [cx, cy] = l.centre;
  const g = Math.max(0, l.groutMm);
  const tw = l.tileWidthMm,
    th = l.tileHeightMm;
  const mw = tw + g,
    mh = th + g;
  const long = Math.max(tw, th),
    short = Math.min(tw, th);
  const L = long + g,
    S = short + g;
  const pattern = l.pattern === 'herringbone' && !canHerringbone(tw, th) ? 'straight' : l.pattern;

  function at(u: number, v: number, out: Float64Array): boolean {
    const du = u - cx,
      dv = v - cy;
    const x = du * cos + dv * sin;
    const y = -du * sin + dv * cos;
    if (pattern === 'herringbone') return herringbone(x, y, out);
    const row = Math.floor(y / mh);
    const xs = pattern === 'brick' && row & 1 ? x + mw / 2 : x;
    const lx = xs - Math.floor(xs / mw) * mw;
    const ly = y - row * mh;
    if (lx >= tw || ly >= th) return false;
    out[0] = lx / tw;
    out[1] = ly / th;
    return true;
  }

  // The lattice t1 = (S, S), t2 = (L, −L) carries one horizontal plank cell [0, L) × [0, S) and one vertical
  // plank cell [L, L + S) × [S − L, S); each plank sits at its cell's corner and the rest of the cell is grout.
  function herringbone(x: number, y: number, out: Float64Array): boolean {
    const b0 = Math.floor((x - y) / (2 * L));
    for (let b = b0 - 1; b <= b0 + 1; b++) {
      // A point of a horizontal cell fixes the step along t1 by its short side, a vertical one by its short side too.
      let a = Math.floor((y + b * L) / S);
      let rx = x - a * S - b * L;
      let ry = y - a * S + b * L;
      if (rx >= 0 && rx < L) {
        if (rx >= long || ry >= short) return false;
        out[0] = rx / long;
        out[1] = ry / short;
        return true;
      }
      a = Math.floor((x - b * L - L) / S);
      rx = x - a * S - b * L - L;
      ry = y - a * S + b * L - (S - L);
      if (ry >= 0 && ry < L) {
        if (rx >= short || ry >= long) return false;
        out[0] = ry / long;
        out[1] = rx / short;
        return true;
      }
    }
    return false;
  }

  return { at, pattern };
}
