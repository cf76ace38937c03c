import type { AcceptedImageType } from '@tiles/shared';
import { readBytes } from '@tiles/shared';
import type { Pixels } from './renderRoom';

/**
 * Widest picture the room view draws. Every change redraws each pixel of the plane, and without a GPU (the
 * browser's software WebGL) that cost grows with the pixel count: 720 px wide keeps a change within 100 ms at
 * 4× CPU slowdown on a two-core machine, and is about the width the view is shown at on a laptop.
 */
export const MAX_RENDER_WIDTH = 720;

/** Draws an image (scaled to fit `maxWidth`) and reads its pixels back. */
function toPixels(source: CanvasImageSource, width: number, height: number, maxWidth: number): Pixels {
  const scale = Math.min(1, maxWidth / width);
  const w = Math.max(1, Math.round(width * scale)),
    h = Math.max(1, Math.round(height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('Canvas 2D is not available');
  ctx.drawImage(source, 0, 0, w, h);
  return { data: ctx.getImageData(0, 0, w, h).data, width: w, height: h };
}

/** An image from the store's media (same origin, or CORS-enabled) as pixels. */
export function loadImagePixels(url: string, maxWidth = MAX_RENDER_WIDTH): Promise<Pixels> {
  const img = new Image();
  img.crossOrigin = 'anonymous';
  img.src = url;
  // decode() finishes the JPEG/PNG decoding off the main thread, so drawing it below does not stall a frame.
  return img.decode().then(
    () => toPixels(img, img.naturalWidth, img.naturalHeight, maxWidth),
    () => Promise.reject(new Error(`Could not load ${url}`)),
  );
}

/** The shopper's photo, decoded here in the browser (nothing is uploaded); TIFF through its own decoder chunk. */
export async function decodePhoto(file: Blob, type: AcceptedImageType, maxWidth = MAX_RENDER_WIDTH): Promise<Pixels> {
  if (type === 'image/tiff') {
    const { decodeTiff } = await import(/* webpackChunkName: "visualiser-tiff" */ './decodeTiff');
    const full = decodeTiff(await readBytes(file));
    const canvas = document.createElement('canvas');
    canvas.width = full.width;
    canvas.height = full.height;
    canvas.getContext('2d')?.putImageData(new ImageData(full.data, full.width, full.height), 0, 0);
    return toPixels(canvas, full.width, full.height, maxWidth);
  }
  const bitmap = await createImageBitmap(file);
  try {
    return toPixels(bitmap, bitmap.width, bitmap.height, maxWidth);
  } finally {
    bitmap.close();
  }
}
