import { DECODE_LIMITS, type ImageKind } from './visualSearch';

export interface ImageSize {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk comes first, right after the 8-byte signature. */
function pngSize(buf: Buffer): ImageSize | null {
  if (buf.length < 24 || buf.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** Start-of-frame markers (C0–CF less DHT C4, JPG C8 and DAC CC) carry the frame's height and width. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** JPEG: walk the marker segments up to the first start of frame. */
function jpegSize(buf: Buffer): ImageSize | null {
  let at = 2;
  while (at + 9 < buf.length) {
    if (buf[at] !== 0xff) return null;
    const marker = buf[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // markers without a length
      continue;
    }
    if (isStartOfFrame(marker)) return { height: buf.readUInt16BE(at + 5), width: buf.readUInt16BE(at + 7) };
    if (marker === 0xda || marker === 0xd9) return null; // scan data or the end before any frame
    at += 2 + buf.readUInt16BE(at + 2);
  }
  return null;
}

const TIFF_WIDTH = 256;
const TIFF_HEIGHT = 257;
const TIFF_SHORT = 3;
const TIFF_LONG = 4;

/** TIFF: the first image file directory's ImageWidth and ImageLength tags (the page sharp decodes). */
function tiffSize(buf: Buffer): ImageSize | null {
  const little = buf[0] === 0x49;
  const u16 = (at: number) => (little ? buf.readUInt16LE(at) : buf.readUInt16BE(at));
  const u32 = (at: number) => (little ? buf.readUInt32LE(at) : buf.readUInt32BE(at));
  if (buf.length < 8) return null;
  const directory = u32(4);
  if (directory + 2 > buf.length) return null;
  const size: Partial<ImageSize> = {};
  for (let i = 0, entries = u16(directory); i < entries; i++) {
    const entry = directory + 2 + i * 12;
    if (entry + 12 > buf.length) return null;
    const tag = u16(entry);
    if (tag !== TIFF_WIDTH && tag !== TIFF_HEIGHT) continue;
    const type = u16(entry + 2);
    const value = type === TIFF_SHORT ? u16(entry + 8) : type === TIFF_LONG ? u32(entry + 8) : NaN;
    if (tag === TIFF_WIDTH) size.width = value;
    else size.height = value;
  }
  return Number.isFinite(size.width) && Number.isFinite(size.height) ? (size as ImageSize) : null;
}

/**
 * The image's size as its header states it, read from the bytes without decoding anything (no libvips, no threadpool),
 * or null when the header cannot be read.
 */
export function imageSize(buf: Buffer, kind: ImageKind): ImageSize | null {
  if (kind === 'png') return pngSize(buf);
  if (kind === 'jpeg') return jpegSize(buf);
  return tiffSize(buf);
}

/** What a photo of a tile can be: sides from 16 to 10,000 px, at most 20 times as long as wide, at most 50 megapixels. */
export const PHOTO_LIMITS = { minSide: 16, maxSide: 10_000, maxRatio: 20, maxPixels: DECODE_LIMITS.pixels } as const;

/** Why an image of this size is not searched (a sentence for the shopper), or null when it may be decoded. */
export function sizeProblem({ width, height }: ImageSize): string | null {
  const { minSide, maxSide, maxRatio, maxPixels } = PHOTO_LIMITS;
  const stated = `The image is ${width.toLocaleString('en')} × ${height.toLocaleString('en')} pixels.`;
  if (Math.min(width, height) < minSide || Math.max(width, height) > maxSide)
    return `${stated} Please choose a photo between ${minSide} and ${maxSide.toLocaleString('en')} pixels on each side.`;
  if (Math.max(width, height) > maxRatio * Math.min(width, height))
    return `${stated} Please choose a photo no more than ${maxRatio} times as long as it is wide.`;
  if (width * height > maxPixels) return `${stated} Please choose a photo of at most ${maxPixels / 1_000_000} megapixels.`;
  return null;
}
