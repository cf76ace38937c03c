import type { Point } from '@tiles/shared';
import { imageToPlane } from './homography';
import { prepareLayout, type LayoutInput } from './tileLayout';

export interface Pixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

export interface PlaneSpec {
  corners: readonly Point[];
  widthMm: number;
  heightMm: number;
}

const lum = (d: Uint8ClampedArray, i: number) => 0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2];

/** The quad's bounding box inside the image, in whole pixels. */
function bounds(corners: readonly Point[], w: number, h: number) {
  const xs = corners.map((c) => c[0]),
    ys = corners.map((c) => c[1]);
  return {
    x0: Math.max(0, Math.floor(Math.min(...xs))),
    x1: Math.min(w, Math.ceil(Math.max(...xs))),
    y0: Math.max(0, Math.floor(Math.min(...ys))),
    y1: Math.min(h, Math.ceil(Math.max(...ys))),
  };
}

/** Visits every pixel whose centre lies on the plane, with its index. */
function forEachPlanePixel(w: number, h: number, plane: PlaneSpec, visit: (k: number) => void): void {
  const m = imageToPlane(plane.corners, plane.widthMm, plane.heightMm);
  const { x0, x1, y0, y1 } = bounds(plane.corners, w, h);
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const px = x + 0.5,
        py = y + 0.5;
      const iw = 1 / (m[6] * px + m[7] * py + m[8]);
      const u = (m[0] * px + m[1] * py + m[2]) * iw,
        v = (m[3] * px + m[4] * py + m[5]) * iw;
      if (u >= 0 && u <= plane.widthMm && v >= 0 && v <= plane.heightMm) visit(y * w + x);
    }
  }
}

/** The bare plane's mean brightness (0–255): tiles are multiplied by each pixel's brightness over it. */
export function planeMeanLuminance(scene: Pixels, plane: PlaneSpec): number {
  let sum = 0,
    n = 0;
  forEachPlanePixel(scene.width, scene.height, plane, (k) => {
    sum += lum(scene.data, k * 4);
    n++;
  });
  return n ? sum / n : 1;
}

/**
 * How light falls on the bare plane: each pixel's brightness over the plane's mean, so multiplying a tile by it
 * keeps the scene's shadows and highlights. Computed once per scene and plane; 0 outside the plane.
 */
export function planeShading(scene: Pixels, plane: PlaneSpec, mean = planeMeanLuminance(scene, plane)): Float32Array {
  const out = new Float32Array(scene.width * scene.height);
  forEachPlanePixel(scene.width, scene.height, plane, (k) => {
    out[k] = Math.min(1.6, Math.max(0.15, lum(scene.data, k * 4) / mean));
  });
  return out;
}

export interface RenderJob {
  scene: Pixels;
  shading: Float32Array;
  plane: PlaneSpec;
  tile: Pixels;
  layout: Omit<LayoutInput, 'centre'>;
  grout: [number, number, number];
}

/**
 * The Canvas 2D path: every pixel of the plane is taken back to millimetres on the plane (true perspective),
 * asked which tile or grout lies there, coloured from the tile's face and multiplied by the scene's light.
 */
export function renderRoom(out: Uint8ClampedArray, job: RenderJob): void {
  const { scene, shading, plane, tile, grout } = job;
  const { width: w, height: h } = scene;
  out.set(scene.data);
  const m = imageToPlane(plane.corners, plane.widthMm, plane.heightMm);
  const { at } = prepareLayout({ ...job.layout, centre: [plane.widthMm / 2, plane.heightMm / 2] });
  const face = new Float64Array(2);
  const td = tile.data,
    tw = tile.width,
    th = tile.height;
  const { x0, x1, y0, y1 } = bounds(plane.corners, w, h);
  for (let y = y0; y < y1; y++) {
    const py = y + 0.5;
    for (let x = x0; x < x1; x++) {
      const k = y * w + x;
      const s = shading[k];
      if (s === 0) continue;
      const px = x + 0.5;
      const iw = 1 / (m[6] * px + m[7] * py + m[8]);
      const o = k * 4;
      let r: number, g: number, b: number;
      if (at((m[0] * px + m[1] * py + m[2]) * iw, (m[3] * px + m[4] * py + m[5]) * iw, face)) {
        const ti = (Math.min(th - 1, (face[1] * th) | 0) * tw + Math.min(tw - 1, (face[0] * tw) | 0)) * 4;
        r = td[ti];
        g = td[ti + 1];
        b = td[ti + 2];
      } else {
        r = grout[0];
        g = grout[1];
        b = grout[2];
      }
      out[o] = r * s;
      out[o + 1] = g * s;
      out[o + 2] = b * s;
      out[o + 3] = 255;
    }
  }
}
