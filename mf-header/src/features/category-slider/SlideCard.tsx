import { Link } from '@tiles/shared';
import type { Slide } from './slides';

const SIZES = '(max-width: 680px) 25vw, 150px';
const webpSrcSet = (png: string) => {
  const webp = png.replace(/\.png(?=\?|$)/, '.webp');
  return `${webp}?w=160 160w, ${webp}?w=320 320w`;
};

/** One category: a square image (space reserved by CSS before it loads) and the category's name. */
export function SlideCard({ slide }: { slide: Slide }) {
  return (
    <Link className="hdr-slide" to={slide.href}>
      <span className="hdr-slide__frame">
        {slide.image && (
          // WebP where the browser takes it: a sixth of the PNG's bytes, and eleven slides load at once.
          <picture>
            <source type="image/webp" srcSet={webpSrcSet(slide.image)} sizes={SIZES} />
            <img
              className="hdr-slide__img"
              src={`${slide.image}?w=160`}
              srcSet={`${slide.image}?w=160 160w, ${slide.image}?w=320 320w`}
              sizes={SIZES}
              width="160"
              height="160"
              alt=""
              loading="lazy"
              decoding="async"
            />
          </picture>
        )}
      </span>
      <span className="hdr-slide__name">{slide.name}</span>
    </Link>
  );
}
