import { useCallback, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { Point } from '@tiles/shared';
import { visualiserMessages } from './i18n/messages';
import type { Quad } from './usePhoto';

interface Props {
  corners: Quad;
  width: number;
  height: number;
  onMove: (index: number, point: Point) => void;
}

const STEP = 0.01;

/** Four handles over the photo: drag them, or focus one and move it with the arrow keys (Shift for bigger steps). */
export function CornerHandles({ corners, width, height, onMove }: Props) {
  const t = visualiserMessages.useT();
  const layer = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);

  const toImage = useCallback(
    (e: PointerEvent): Point | null => {
      const box = layer.current?.getBoundingClientRect();
      if (!box || !box.width) return null;
      return [((e.clientX - box.left) / box.width) * width, ((e.clientY - box.top) / box.height) * height];
    },
    [width, height],
  );

  const handleDown = (i: number) => (e: PointerEvent<HTMLButtonElement>) => {
    dragging.current = i;
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const handleMove = (e: PointerEvent<HTMLButtonElement>) => {
    const p = dragging.current !== null ? toImage(e) : null;
    if (p && dragging.current !== null) onMove(dragging.current, p);
  };
  const handleUp = () => {
    dragging.current = null;
  };
  const handleKey = (i: number) => (e: KeyboardEvent<HTMLButtonElement>) => {
    const step = (e.shiftKey ? 5 : 1) * STEP;
    const d: Record<string, Point> = {
      ArrowLeft: [-step * width, 0],
      ArrowRight: [step * width, 0],
      ArrowUp: [0, -step * height],
      ArrowDown: [0, step * height],
    };
    const by = d[e.key];
    if (!by) return;
    e.preventDefault();
    onMove(i, [corners[i][0] + by[0], corners[i][1] + by[1]]);
  };

  return (
    <div ref={layer} className="cat-vis__handles">
      <svg viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
        <polygon
          points={corners.map((c) => c.join(',')).join(' ')}
          fill="none"
          stroke="#fff"
          strokeWidth={Math.max(2, width / 300)}
          strokeDasharray="8 6"
        />
      </svg>
      {corners.map(([x, y], i) => (
        <button
          key={i}
          type="button"
          className="cat-vis__handle"
          data-testid={`cat-vis-handle-${i}`}
          aria-label={t('handle', { n: i + 1, across: Math.round((x / width) * 100), down: Math.round((y / height) * 100) })}
          style={{ left: `${(x / width) * 100}%`, top: `${(y / height) * 100}%` }}
          onPointerDown={handleDown(i)}
          onPointerMove={handleMove}
          onPointerUp={handleUp}
          onPointerCancel={handleUp}
          onKeyDown={handleKey(i)}
        />
      ))}
    </div>
  );
}
