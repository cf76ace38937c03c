import sharp from 'sharp';

/**
 * Image features for visual search, computed the same way for a shopper's photo and every product
 * image: a colour histogram (HSV), a texture signature (gradient orientations and strengths on a grey
 * image), the mean colour (tells ivory from cream, which share histogram bins) and a layout (a 32×32 grey detail map, compared by correlation). All deterministic, from one 128×128 downscale.
 */
export const FEATURE_VERSION = 3;
const SIDE = 128;
const HUE_BINS = 12,
  SAT_BINS = 3,
  VAL_BINS = 3,
  GREY_BINS = 4;
const ORIENT_BINS = 8,
  MAG_BINS = 6,
  GRID = 32;

export interface ImageFeatures {
  colour: number[];
  tone: number[];
  texture: number[];
  layout: number[];
}

const normalise = (v: number[]) => {
  const s = v.reduce((a, b) => a + b, 0) || 1;
  return v.map((x) => x / s);
};

function colourHistogram(rgb: Uint8Array): number[] {
  const bins = new Array<number>(HUE_BINS * SAT_BINS * VAL_BINS + GREY_BINS).fill(0);
  for (let i = 0; i < rgb.length; i += 3) {
    const r = rgb[i] / 255,
      g = rgb[i + 1] / 255,
      b = rgb[i + 2] / 255;
    const max = Math.max(r, g, b),
      min = Math.min(r, g, b),
      d = max - min;
    const s = max === 0 ? 0 : d / max;
    // Greys, whites and blacks have no meaningful hue: they get their own brightness bins.
    if (s < 0.12 || max < 0.1) {
      bins[HUE_BINS * SAT_BINS * VAL_BINS + Math.min(GREY_BINS - 1, Math.floor(max * GREY_BINS))]++;
      continue;
    }
    let h = d === 0 ? 0 : max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    h = (h * 60 + 360) % 360;
    const hb = Math.floor(h / (360 / HUE_BINS)) % HUE_BINS;
    const sb = Math.min(SAT_BINS - 1, Math.floor(((s - 0.12) / 0.88) * SAT_BINS));
    const vb = Math.min(VAL_BINS - 1, Math.floor(max * VAL_BINS));
    bins[(hb * SAT_BINS + sb) * VAL_BINS + vb]++;
  }
  return normalise(bins);
}

/** Sobel gradients on the grey image: where edges point (weighted by strength) and how strong they are. */
/** Mean red, green and blue in 0..1. */
function meanTone(rgb: Uint8Array): number[] {
  const sum = [0, 0, 0];
  for (let i = 0; i < rgb.length; i++) sum[i % 3] += rgb[i];
  return sum.map((v) => v / ((rgb.length / 3) * 255));
}

function textureSignature(rgb: Uint8Array): number[] {
  const grey = new Float32Array(SIDE * SIDE);
  for (let i = 0; i < grey.length; i++) grey[i] = 0.299 * rgb[i * 3] + 0.587 * rgb[i * 3 + 1] + 0.114 * rgb[i * 3 + 2];
  const orient = new Array<number>(ORIENT_BINS).fill(0);
  const mags = new Array<number>(MAG_BINS).fill(0);
  const at = (x: number, y: number) => grey[y * SIDE + x];
  for (let y = 1; y < SIDE - 1; y++)
    for (let x = 1; x < SIDE - 1; x++) {
      const gx = at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const gy = at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      const mag = Math.hypot(gx, gy);
      mags[Math.min(MAG_BINS - 1, Math.floor(Math.log2(1 + mag / 8)))]++;
      if (mag < 16) continue;
      const angle = (Math.atan2(gy, gx) + Math.PI) % Math.PI; // edge direction, 0..π
      orient[Math.min(ORIENT_BINS - 1, Math.floor((angle / Math.PI) * ORIENT_BINS))] += mag;
    }
  // Flat images have no orientation: keep that as "no edges" rather than a divide by zero.
  const total = orient.reduce((a, b) => a + b, 0);
  return [...(total ? orient.map((v) => v / total) : orient), ...normalise(mags)];
}

/**
 * Grey levels on a 32×32 grid, centred and scaled to unit length, so the dot product of two maps is their
 * correlation: near 1 for the same picture (whatever the encoding), low for the same look laid out differently.
 */
function layoutMap(rgb: Uint8Array): number[] {
  const cell = SIDE / GRID;
  const out = new Array<number>(GRID * GRID).fill(0);
  for (let y = 0; y < SIDE; y++)
    for (let x = 0; x < SIDE; x++) {
      const i = (y * SIDE + x) * 3;
      out[Math.floor(y / cell) * GRID + Math.floor(x / cell)] += 0.299 * rgb[i] + 0.587 * rgb[i + 1] + 0.114 * rgb[i + 2];
    }
  const mean = out.reduce((a, b) => a + b, 0) / out.length;
  const centred = out.map((v) => v - mean);
  const norm = Math.hypot(...centred);
  // A flat picture has no layout to compare: an all-zero map (see similarity).
  return norm < 1e-6 * out.length ? centred.map(() => 0) : centred.map((v) => v / norm);
}

/** Decodes (JPEG, PNG, TIFF…), honours EXIF rotation, flattens transparency on white, and extracts features. */
export async function imageFeatures(input: Buffer): Promise<ImageFeatures> {
  const { data } = await sharp(input, { limitInputPixels: 100_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(SIDE, SIDE, { fit: 'fill', kernel: 'cubic' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgb = new Uint8Array(data.buffer, data.byteOffset, data.length);
  return { colour: colourHistogram(rgb), tone: meanTone(rgb), texture: textureSignature(rgb), layout: layoutMap(rgb) };
}

export const WEIGHTS = { colour: 0.35, tone: 0.15, texture: 0.25, layout: 0.25 };

/** Similarity in 0..1 (1 = same picture): histogram intersection, tone distance, L1 on texture, layout correlation. */
export function similarity(a: ImageFeatures, b: ImageFeatures): number {
  let inter = 0;
  for (let i = 0; i < a.colour.length; i++) inter += Math.min(a.colour[i], b.colour[i]);
  let l1 = 0;
  for (let i = 0; i < a.texture.length; i++) l1 += Math.abs(a.texture[i] - b.texture[i]);
  let corr = 0,
    flatA = true,
    flatB = true;
  for (let i = 0; i < a.layout.length; i++) {
    corr += a.layout[i] * b.layout[i];
    flatA &&= a.layout[i] === 0;
    flatB &&= b.layout[i] === 0;
  }
  const layout = flatA || flatB ? Number(flatA && flatB) : Math.max(0, corr);
  const tone = Math.max(
    0,
    1 - (4 * (Math.abs(a.tone[0] - b.tone[0]) + Math.abs(a.tone[1] - b.tone[1]) + Math.abs(a.tone[2] - b.tone[2]))) / 3,
  );
  return WEIGHTS.colour * inter + WEIGHTS.tone * tone + WEIGHTS.texture * Math.max(0, 1 - l1 / 4) + WEIGHTS.layout * layout;
}
