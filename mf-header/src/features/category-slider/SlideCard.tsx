import { Link, TileImage } from '@tiles/shared';
import type { Slide } from './slides';

/** One category: a square image (space reserved by CSS before it loads) and the category's name. */
export function SlideCard({ slide }: { slide: Slide }) {
  return (
    <Link className="hdr-slide" to={slide.href}>
      <span className="hdr-slide__frame">
        {/* WebP at the width shown, where the browser takes it: eleven slides load at once. */}
        {slide.image && (
          <TileImage className="hdr-slide__picture" src={slide.image} alt="" sizes="(max-width: 680px) 25vw, 150px" width={160} />
        )}
      </span>
      <span className="hdr-slide__name">{slide.name}</span>
    </Link>
  );
}
