const CELLS = Array.from({ length: 7 }, (_, i) => i);

/** Same grid and cell size as the loaded slider, so nothing moves when the slides arrive (or if they never do). */
export function SliderSkeleton({ failed }: { failed: boolean }) {
  return (
    <div className={`hdr-slider__skeleton${failed ? ' is-failed' : ''}`} aria-hidden="true">
      {CELLS.map((i) => (
        <span key={i} className="hdr-slide">
          <span className="hdr-slide__frame" />
          <span className="hdr-slide__name">&nbsp;</span>
        </span>
      ))}
    </div>
  );
}
