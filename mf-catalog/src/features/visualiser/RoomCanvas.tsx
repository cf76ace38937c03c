import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { planeMeanLuminance, planeShading, renderRoom, type Pixels, type PlaneSpec } from './renderRoom';
import type { LayoutInput } from './tileLayout';
import { onSceneDecoded, whenIdle } from './usePixels';
import { createGlRoom, type GlRoom } from './webglRoom';

interface Props {
  scene: Pixels;
  /** Furniture drawn over the tiles (a transparent picture laid over the canvas). */
  overlay: string | null;
  plane: PlaneSpec | null;
  tile: Pixels | null;
  layout: Omit<LayoutInput, 'centre'>;
  grout: string;
  /** The text alternative: what the picture shows. */
  label: string;
  testId?: string;
  /** Drawn over the canvas (the corner handles on the shopper's photo). */
  children?: ReactNode;
}

const rgb = (hex: string): [number, number, number] => {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
};

type Renderer = { kind: 'webgl'; gl: GlRoom } | { kind: '2d'; ctx: CanvasRenderingContext2D };

/**
 * The room with the tiles laid: WebGL 2 where the browser has it, else Canvas 2D (the same steps per pixel on the
 * main thread). Each render is recorded as a `visualiser:render` performance measure and in data-render-ms.
 */
export function RoomCanvas({ scene, overlay, plane, tile, layout, grout, label, testId, children }: Props) {
  const ref = useRef<HTMLCanvasElement>(null);
  const [renderer, setRenderer] = useState<Renderer | null>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    const gl = createGlRoom(canvas);
    const ctx = gl ? null : canvas.getContext('2d');
    setRenderer(gl ? { kind: 'webgl', gl } : ctx ? { kind: '2d', ctx } : null);
  }, []);
  // Each scene picture decoded ahead goes to the GPU while the browser is idle: a switch then only binds it.
  useEffect(() => {
    if (renderer?.kind !== 'webgl') return;
    let live = true;
    const unsubscribe = onSceneDecoded((pixels) => whenIdle(() => live && renderer.gl.warm(pixels)));
    return () => {
      live = false;
      unsubscribe();
    };
  }, [renderer]);
  // The light on the bare plane changes only with the scene or the plane's corners.
  const mean = useMemo(() => (plane ? planeMeanLuminance(scene, plane) : 1), [scene, plane]);
  const shading = useMemo(
    () => (renderer?.kind === '2d' && plane ? planeShading(scene, plane, mean) : null),
    [renderer, scene, plane, mean],
  );
  const { tileWidthMm, tileHeightMm, groutMm, pattern, rotationDeg } = layout;

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas || !renderer) return;
    const started = performance.now();
    const job = { scene, plane, tile, grout: rgb(grout), layout: { tileWidthMm, tileHeightMm, groutMm, pattern, rotationDeg } };
    if (renderer.kind === 'webgl') {
      renderer.gl.render({ ...job, meanLuminance: mean });
    } else {
      const image = renderer.ctx.createImageData(scene.width, scene.height);
      if (job.plane && job.tile && shading) renderRoom(image.data, { ...job, plane: job.plane, tile: job.tile, shading });
      else image.data.set(scene.data);
      renderer.ctx.putImageData(image, 0, 0);
    }
    const ms = performance.now() - started;
    canvas.dataset.renderer = renderer.kind;
    canvas.dataset.renderMs = ms.toFixed(1);
    canvas.dataset.renders = String(Number(canvas.dataset.renders ?? 0) + 1);
    performance.measure?.('visualiser:render', { start: started, duration: ms });
  }, [renderer, scene, plane, tile, mean, shading, grout, tileWidthMm, tileHeightMm, groutMm, pattern, rotationDeg]);

  return (
    <div className="cat-vis__stage">
      <canvas
        ref={ref}
        width={scene.width}
        height={scene.height}
        role="img"
        aria-label={label}
        data-testid={testId}
        className="cat-vis__canvas"
      />
      {overlay && <img className="cat-vis__overlay" src={overlay} alt="" width={scene.width} height={scene.height} />}
      {children}
    </div>
  );
}
