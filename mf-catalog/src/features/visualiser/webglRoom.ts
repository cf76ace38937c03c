import { imageToPlane } from './homography';
import type { Pixels, PlaneSpec } from './renderRoom';
import { FRAGMENT_SHADER, VERTEX_SHADER } from './roomShader';
import type { LayoutInput } from './tileLayout';

export interface GlJob {
  scene: Pixels;
  /** The bare plane's mean brightness (0–255): the shader divides by it to get the light at each pixel. */
  meanLuminance: number;
  plane: PlaneSpec | null;
  tile: Pixels | null;
  layout: Omit<LayoutInput, 'centre'>;
  grout: [number, number, number];
}

/** The plane's bounding box in GL window coordinates (origin at the bottom left). */
function planeBox(plane: PlaneSpec, scene: Pixels) {
  const xs = plane.corners.map((c) => c[0]),
    ys = plane.corners.map((c) => c[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs))),
    x1 = Math.min(scene.width, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys))),
    y1 = Math.min(scene.height, Math.ceil(Math.max(...ys)));
  return { x: x0, y: scene.height - y1, width: Math.max(0, x1 - x0), height: Math.max(0, y1 - y0) };
}

const WARM_LIMIT = 8;

const PATTERN_CODES = { straight: 0, brick: 1, herringbone: 2 } as const;

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader | null {
  const shader = gl.createShader(type);
  if (!shader) return null;
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  return gl.getShaderParameter(shader, gl.COMPILE_STATUS) ? shader : null;
}

function texture(gl: WebGL2RenderingContext, unit: number, filter: number): WebGLTexture | null {
  const t = gl.createTexture();
  gl.activeTexture(gl.TEXTURE0 + unit);
  gl.bindTexture(gl.TEXTURE_2D, t);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, filter);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, filter);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  return t;
}

/**
 * A WebGL 2 room renderer on `canvas`, or null where WebGL 2 is not available (the caller falls back to Canvas 2D).
 * Textures are uploaded only when the scene or tile object changes (a scene warmed ahead is only bound); a change of
 * grout or pattern is one draw call.
 */
export function createGlRoom(canvas: HTMLCanvasElement) {
  // preserveDrawingBuffer: the picture stays readable (screenshots, tests) after it is composited.
  const context = canvas.getContext('webgl2', { preserveDrawingBuffer: true, antialias: false });
  if (!context) return null;
  const gl: WebGL2RenderingContext = context;
  const vs = compile(gl, gl.VERTEX_SHADER, VERTEX_SHADER);
  const fs = compile(gl, gl.FRAGMENT_SHADER, FRAGMENT_SHADER);
  const program = gl.createProgram();
  if (!vs || !fs || !program) return null;
  gl.attachShader(program, vs);
  gl.attachShader(program, fs);
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) return null;
  gl.useProgram(program);
  gl.bindBuffer(gl.ARRAY_BUFFER, gl.createBuffer());
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const aPos = gl.getAttribLocation(program, 'aPos');
  gl.enableVertexAttribArray(aPos);
  gl.vertexAttribPointer(aPos, 2, gl.FLOAT, false, 0, 0);
  const u = (name: string) => gl.getUniformLocation(program, name);
  const sceneTex = texture(gl, 0, gl.NEAREST);
  const tileTex = texture(gl, 1, gl.LINEAR);
  gl.uniform1i(u('uScene'), 0);
  gl.uniform1i(u('uTile'), 1);
  let sceneOnGpu: Pixels | null = null;
  let lastPlane: PlaneSpec | null = null;
  let tileOnGpu: Pixels | null = null;
  /** Scene pictures uploaded ahead (warm): switching to one binds its texture instead of uploading 1.4 MB. */
  const warmed = new Map<Pixels, WebGLTexture>();
  const upload = (unit: number, tex: WebGLTexture | null, p: Pixels) => {
    gl.activeTexture(gl.TEXTURE0 + unit);
    gl.bindTexture(gl.TEXTURE_2D, tex);
    gl.texImage2D(
      gl.TEXTURE_2D,
      0,
      gl.RGBA,
      p.width,
      p.height,
      0,
      gl.RGBA,
      gl.UNSIGNED_BYTE,
      new Uint8Array(p.data.buffer, p.data.byteOffset, p.data.byteLength),
    );
  };
  const probe = new Uint8Array(4);

  function render(job: GlJob): void {
    const { scene, plane, tile, layout } = job;
    // Outside the plane the picture only changes with the scene or the plane: redraw just the plane's box then.
    const box = sceneOnGpu === scene && lastPlane === plane && plane ? planeBox(plane, scene) : null;
    if (box) {
      gl.enable(gl.SCISSOR_TEST);
      gl.scissor(box.x, box.y, box.width, box.height);
    } else {
      gl.disable(gl.SCISSOR_TEST);
    }
    lastPlane = plane;
    if (sceneOnGpu !== scene) {
      const ready = warmed.get(scene);
      if (ready) {
        gl.activeTexture(gl.TEXTURE0);
        gl.bindTexture(gl.TEXTURE_2D, ready);
      } else upload(0, sceneTex, scene);
      sceneOnGpu = scene;
    }
    if (tile && tileOnGpu !== tile) {
      upload(1, tileTex, tile);
      tileOnGpu = tile;
    }
    gl.viewport(0, 0, scene.width, scene.height);
    gl.uniform2f(u('uSize'), scene.width, scene.height);
    gl.uniform1i(u('uHasTile'), plane && tile ? 1 : 0);
    if (plane) {
      gl.uniformMatrix3fv(u('uToPlane'), true, imageToPlane(plane.corners, plane.widthMm, plane.heightMm));
      gl.uniform2f(u('uPlane'), plane.widthMm, plane.heightMm);
    }
    const rad = (layout.rotationDeg * Math.PI) / 180;
    gl.uniform2f(u('uTileMm'), layout.tileWidthMm, layout.tileHeightMm);
    gl.uniform1f(u('uGrout'), Math.max(0, layout.groutMm));
    gl.uniform3f(u('uGroutRgb'), job.grout[0] / 255, job.grout[1] / 255, job.grout[2] / 255);
    gl.uniform1i(u('uPattern'), PATTERN_CODES[layout.pattern]);
    gl.uniform2f(u('uRot'), Math.cos(rad), Math.sin(rad));
    gl.uniform1f(u('uMean'), Math.max(1, job.meanLuminance));
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    // Reading one pixel waits for the draw, so the time measured is the time until the picture is there.
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, probe);
  }

  /**
   * Uploads a scene's picture into a texture of its own (on a spare unit, so the picture on screen is untouched),
   * for the idle time before the shopper switches to it. At most WARM_LIMIT scenes (six rooms: 8 MB at 720 px).
   */
  function warm(scene: Pixels): void {
    if (warmed.has(scene) || warmed.size >= WARM_LIMIT) return;
    const tex = texture(gl, 2, gl.NEAREST);
    if (!tex) return;
    upload(2, tex, scene);
    warmed.set(scene, tex);
  }

  return { render, warm };
}

export type GlRoom = NonNullable<ReturnType<typeof createGlRoom>>;
