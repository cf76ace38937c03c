import { WEIGHTS, type ImageFeatures } from './features';

/** Lengths of each feature part (features.ts): HSV + grey histogram, mean RGB, texture bins, 32×32 layout. */
export const COLOUR = 112;
export const TONE = 3;
export const TEXTURE = 14;
export const LAYOUT = 1024;
const FLOATS = COLOUR + TONE + TEXTURE + 1;
/** Bytes of one stored vector: the small parts as Float32 plus the layout's scale, then the layout as Int8. */
export const VECTOR_BYTES = FLOATS * 4 + LAYOUT;

/**
 * One product's features as stored: Float32 histograms and the layout quantised to Int8 with one scale per image
 * (1.5 KB a tile instead of ~21 KB of JSON). The layout is a unit vector, so the largest part maps to ±127.
 */
export function encodeFeatures(f: ImageFeatures): Buffer {
  if (f.colour.length !== COLOUR || f.tone.length !== TONE || f.texture.length !== TEXTURE || f.layout.length !== LAYOUT) {
    throw new Error('visual features of an unexpected shape');
  }
  const out = Buffer.alloc(VECTOR_BYTES);
  const floats = new Float32Array(out.buffer, out.byteOffset, FLOATS);
  floats.set(f.colour, 0);
  floats.set(f.tone, COLOUR);
  floats.set(f.texture, COLOUR + TONE);
  const largest = f.layout.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  const scale = largest / 127;
  floats[FLOATS - 1] = scale;
  const layout = new Int8Array(out.buffer, out.byteOffset + FLOATS * 4, LAYOUT);
  if (scale > 0) for (let i = 0; i < LAYOUT; i++) layout[i] = Math.round(f.layout[i] / scale);
  return out;
}

/** The colour histogram bins a photo uses, ascending (a tile photo fills a few of the 112). */
export const binsOf = (q: ImageFeatures): number[] => q.colour.flatMap((v, i) => (v > 0 ? [i] : []));

/**
 * Where the rows' Int8 layouts are kept: two thirds of a stored vector, needed only for the few rows whose cheap
 * score plus the layout's bound can still reach a search's best (storedLayouts.ts reads those from the feature store).
 */
export interface LayoutStore {
  /** `key` says where the store finds the row again (the feature store's rowid); unused in memory. */
  keep(row: number, layout: Int8Array | null, key: number): void;
  layout(row: number): Int8Array;
}

/** Every layout in one typed array (tests, and stores that cannot be read again). */
export class LayoutsInMemory implements LayoutStore {
  private readonly all: Int8Array;
  constructor(size: number) {
    this.all = new Int8Array(size * LAYOUT);
  }
  keep(row: number, layout: Int8Array | null): void {
    if (!layout) throw new Error('a layout kept in memory needs its values');
    this.all.set(layout, row * LAYOUT);
  }
  layout(row: number): Int8Array {
    return this.all.subarray(row * LAYOUT, (row + 1) * LAYOUT);
  }
}

/** The byte where a stored vector's Int8 layout starts (the bytes before it are what a search scans). */
export const LAYOUT_AT = FLOATS * 4;

/** The length of a stored vector's dequantised layout: saved beside the vector, so a start need not read layouts. */
export function layoutNormOf(stored: Buffer): number {
  const layout = new Int8Array(stored.buffer, stored.byteOffset + LAYOUT_AT, LAYOUT);
  let sum = 0;
  for (let i = 0; i < LAYOUT; i++) sum += layout[i] * layout[i];
  return Math.sqrt(sum) * stored.readFloatLE(LAYOUT_AT - 4);
}

/** Every product's features side by side in typed arrays, rows in catalogue order: what a visual search scans. */
export class FeatureMatrix {
  readonly ids: Int32Array;
  readonly floats: Float32Array;
  /** Length of each row's (dequantised) layout: with the photo's, it bounds what the layout can add. */
  readonly layoutNorm: Float64Array;

  constructor(
    readonly size: number,
    private readonly layouts: LayoutStore = new LayoutsInMemory(size),
  ) {
    this.ids = new Int32Array(size);
    this.layoutNorm = new Float64Array(size);
    this.floats = new Float32Array(size * FLOATS);
  }

  /** A row from a whole stored vector. */
  setRow(row: number, productId: number, stored: Buffer, key = 0): void {
    const layout = new Int8Array(stored.buffer, stored.byteOffset + LAYOUT_AT, LAYOUT);
    this.setScanned(row, productId, stored, layoutNormOf(stored), key, layout);
  }

  /** A row from the scanned part of a stored vector (its first LAYOUT_AT bytes) and its layout's saved length. */
  setScanned(row: number, productId: number, head: Buffer, layoutNorm: number, key: number, layout: Int8Array | null = null): void {
    this.ids[row] = productId;
    // Copied through a Float32Array view when SQLite's bytes are aligned for one, else read value by value.
    if (head.byteOffset % 4 === 0) this.floats.set(new Float32Array(head.buffer, head.byteOffset, FLOATS), row * FLOATS);
    else for (let i = 0; i < FLOATS; i++) this.floats[row * FLOATS + i] = head.readFloatLE(i * 4);
    this.layouts.keep(row, layout, key);
    this.layoutNorm[row] = layoutNorm;
  }

  /** The most the layout part can add to a row's similarity (Cauchy–Schwarz on the two layouts, a hair generous). */
  layoutBound(queryNorm: number, row: number): number {
    return WEIGHTS.layout * Math.max(0, queryNorm * this.layoutNorm[row] * (1 + 1e-9) + 1e-12);
  }

  /**
   * features.ts's similarity without its layout part (colour, tone, texture): a tenth of the work. The layout part
   * adds at most WEIGHTS.layout, which lets a search skip the layout of rows that cannot reach its best 12.
   */
  partialSimilarity(q: ImageFeatures, row: number, colourBins = binsOf(q)): number {
    const f = this.floats;
    const base = row * FLOATS;
    let inter = 0;
    // Bins empty in the photo add min(0, x) = 0: only the photo's own colours are compared.
    for (const i of colourBins) inter += Math.min(q.colour[i], f[base + i]);
    let l1 = 0;
    for (let i = 0; i < TEXTURE; i++) l1 += Math.abs(q.texture[i] - f[base + COLOUR + TONE + i]);
    const t = base + COLOUR;
    const tone = Math.max(0, 1 - (4 * (Math.abs(q.tone[0] - f[t]) + Math.abs(q.tone[1] - f[t + 1]) + Math.abs(q.tone[2] - f[t + 2]))) / 3);
    return WEIGHTS.colour * inter + WEIGHTS.tone * tone + WEIGHTS.texture * Math.max(0, 1 - l1 / 4);
  }

  /** The whole similarity, given the row's partial one (same sum, in the same order, as features.ts). */
  similarity(q: ImageFeatures, queryFlat: boolean, row: number, partial: number): number {
    const scale = this.floats[row * FLOATS + FLOATS - 1];
    let layout: number;
    if (queryFlat || scale === 0) layout = Number(queryFlat && scale === 0);
    else {
      let corr = 0;
      const rowLayout = this.layouts.layout(row);
      for (let i = 0; i < LAYOUT; i++) corr += q.layout[i] * rowLayout[i];
      layout = Math.max(0, corr * scale);
    }
    return partial + WEIGHTS.layout * layout;
  }
}
