import sharp from 'sharp';
import { mediaBase } from '../../media/mediaBase';
import type { Lang } from '../../seed/taxonomy';
import { productsByIds } from '../../catalog/repository';
import { imageFeatures, WEIGHTS, type ImageFeatures } from './features';
import { binsOf, type FeatureMatrix } from './featureMatrix';
import { productFeatures } from './productFeatures';

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const RESULT_COUNT = 12;

export type ImageKind = 'jpeg' | 'png' | 'tiff';

/** The format by its leading bytes (never by a name or a declared type). */
export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (
    buf.length >= 4 &&
    (buf.subarray(0, 4).equals(Buffer.from([0x49, 0x49, 0x2a, 0x00])) || buf.subarray(0, 4).equals(Buffer.from([0x4d, 0x4d, 0x00, 0x2a])))
  )
    return 'tiff';
  return null;
}

export interface VisualMatch {
  sku: string;
  name: string;
  url_key: string;
  productUrl: string;
  imageUrl: string;
  price: number;
  currency: 'INR';
  tileSize: string;
  score: number;
}

/** The shopper's file has the right leading bytes but cannot be decoded (truncated or damaged). */
export class UnreadableImageError extends Error {}

/** The decode ran past its time limit (DECODE_LIMITS.seconds) and libvips stopped it. */
export class SlowImageError extends Error {}

/**
 * Bounds on one decode, on top of the header check the REST handler does first: libvips refuses an image of more
 * pixels before decoding it, and stops a decode that runs longer (a photo at the largest allowed size takes well under
 * a second).
 */
export const DECODE_LIMITS = { pixels: 50_000_000, seconds: 5 } as const;

/**
 * The `count` rows most like the photo, best first (ties by catalogue order). Every row's cheap partial similarity is
 * computed; the layout (a 1,024-value dot product) only for rows whose partial score plus the layout's largest
 * contribution could still beat the current last of the best: the same answer as scoring every row in full.
 */
export function bestRows(matrix: FeatureMatrix, query: ImageFeatures, queryFlat: boolean, count: number) {
  const partial = new Float64Array(matrix.size);
  const bins = binsOf(query);
  for (let row = 0; row < matrix.size; row++) partial[row] = matrix.partialSimilarity(query, row, bins);
  const queryNorm = Math.hypot(...query.layout);
  // A flat layout on either side scores 0 or 1 (features.ts): bounded by the whole layout weight.
  const bound = (row: number) => (queryFlat || matrix.layoutNorm[row] === 0 ? WEIGHTS.layout : matrix.layoutBound(queryNorm, row));
  const best: { row: number; score: number }[] = [];
  const consider = (row: number) => {
    if (best.length === count && partial[row] + bound(row) < best[count - 1].score) return;
    const score = matrix.similarity(query, queryFlat, row, partial[row]);
    if (best.length === count && (score < best[count - 1].score || (score === best[count - 1].score && row > best[count - 1].row))) return;
    let at = best.length;
    while (at > 0 && (best[at - 1].score < score || (best[at - 1].score === score && best[at - 1].row > row))) at--;
    best.splice(at, 0, { row, score });
    if (best.length > count) best.pop();
  };
  // The rows with the best partial scores first, so the bar is high before the full scan.
  const leaders = topByPartial(partial, count * 4);
  for (const row of leaders) consider(row);
  const seen = new Set(leaders);
  for (let row = 0; row < matrix.size; row++) if (!seen.has(row)) consider(row);
  return best;
}

/** Rows with the highest partial scores (a bounded insertion: most rows fall below the smallest kept). */
function topByPartial(partial: Float64Array, k: number): number[] {
  const top: number[] = [];
  for (let row = 0; row < partial.length; row++) {
    if (top.length === k && partial[row] <= partial[top[k - 1]]) continue;
    let at = top.length;
    while (at > 0 && partial[top[at - 1]] < partial[row]) at--;
    top.splice(at, 0, row);
    if (top.length > k) top.pop();
  }
  return top;
}

/** The catalogue ranked by similarity to the image, best first (ties by catalogue order, so the answer is stable). */
export async function findSimilar(image: Buffer, lang: Lang, count = RESULT_COUNT): Promise<VisualMatch[]> {
  const catalogueReady = productFeatures();
  catalogueReady.catch(() => undefined); // awaited below; this only stops an early return leaving it unhandled
  const query = await imageFeatures(image).catch((err: unknown) => {
    throw new UnreadableImageError(err instanceof Error ? err.message : String(err));
  });
  const matrix = await catalogueReady;
  const base = mediaBase();
  const queryFlat = query.layout.every((v) => v === 0);
  const best = bestRows(matrix, query, queryFlat, count);
  const products = productsByIds(best.map((b) => matrix.ids[b.row]));
  return products
    .map((p, k) => ({ product: p, score: best[k].score }))
    .map(({ product: p, score }) => ({
      sku: p.sku,
      name: p.name[lang],
      url_key: p.urlKey,
      productUrl: `/${p.urlKey}`,
      imageUrl: `${base}/media/catalog/product/${p.sku.toLowerCase()}.png?w=320`,
      price: p.mrpPerSqft,
      currency: 'INR',
      tileSize: `${p.size.mm[0]}x${p.size.mm[1]} mm`,
      score: Math.round(score * 10000) / 10000,
    }));
}

export interface UploadInfo {
  format: ImageKind;
  width: number;
  height: number;
  preview: string;
}

/**
 * Decodes the upload once (JPEG shrinks on load), upright and at most 320 px: that PNG is both the
 * preview (browsers cannot show a TIFF) and what the features are computed from, so a phone photo costs
 * one decode.
 */
export async function prepareUpload(image: Buffer, format: ImageKind): Promise<{ info: UploadInfo; small: Buffer }> {
  try {
    const meta = await sharp(image, { limitInputPixels: DECODE_LIMITS.pixels }).metadata();
    const small = await sharp(image, { limitInputPixels: DECODE_LIMITS.pixels })
      .timeout({ seconds: DECODE_LIMITS.seconds })
      .rotate()
      .resize(320, 320, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    const upright = (meta.orientation ?? 1) >= 5;
    const info = {
      format,
      width: (upright ? meta.height : meta.width) ?? 0,
      height: (upright ? meta.width : meta.height) ?? 0,
      preview: `data:image/png;base64,${small.toString('base64')}`,
    };
    return { info, small };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw /timeout/i.test(message) ? new SlowImageError(message) : new UnreadableImageError(message);
  }
}
