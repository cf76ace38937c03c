import { decode } from 'tiff';
import type { Pixels } from './renderRoom';

/**
 * A TIFF's first page as RGBA pixels (browsers do not show TIFF; this runs only when a shopper picks one, in its
 * own chunk). Grey, grey + alpha, RGB, RGBA and palette images at 8 or 16 bits.
 */
export function decodeTiff(bytes: ArrayBuffer): Pixels {
  const [ifd] = decode(bytes);
  if (!ifd) throw new Error('No image in that TIFF');
  const { width, height, components, bitsPerSample, palette } = ifd;
  const src = ifd.data as ArrayLike<number>;
  const shift = bitsPerSample === 16 ? 8 : 0;
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const o = i * 4;
    if (palette) {
      const [r, g, b] = palette[src[i]] ?? [0, 0, 0];
      out[o] = r >> 8;
      out[o + 1] = g >> 8;
      out[o + 2] = b >> 8;
    } else if (components >= 3) {
      const s = i * components;
      out[o] = src[s] >> shift;
      out[o + 1] = src[s + 1] >> shift;
      out[o + 2] = src[s + 2] >> shift;
    } else {
      const v = src[i * components] >> shift;
      out[o] = v;
      out[o + 1] = v;
      out[o + 2] = v;
    }
    out[o + 3] = 255;
  }
  return { data: out, width, height };
}
