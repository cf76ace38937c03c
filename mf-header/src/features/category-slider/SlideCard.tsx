import { Link } from '@tiles/shared';
import type { Slide } from './slides';

/** One category: a square image (space reserved by CSS before it loads) and the category's name. */
export function SlideCard({ slide }: { slide: Slide }) {
  return (
    <Link className="hdr-slide" to={slide.href}>
      <span className="hdr-slide__frame">
        {slide.image && (
          <img
            className="hdr-slide__img"
            src={`${slide.image}?w=160`}
            srcSet={`${slide.image}?w=160 160w, ${slide.image}?w=320 320w`}
            sizes="(max-width: 680px) 25vw, 150px"
            width="160"
            height="160"
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
      </span>
      <span className="hdr-slide__name">{slide.name}</span>
    </Link>
  );
}
