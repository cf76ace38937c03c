import { useRef } from 'react';
import { useLoadWhenNeeded } from './useLoadWhenNeeded';

const WIDTHS = [160, 320, 480, 800];

interface Props {
  src: string;
  alt: string;
  /** The rendered size, for the browser to pick a width (e.g. "(max-width: 600px) 50vw, 280px"). */
  sizes: string;
  /** Above-the-fold images load eagerly with high priority; everything else is lazy. */
  priority?: boolean;
  className?: string;
  /** Intrinsic size and the width of the plain `src` (browsers without srcset): about the size it is shown at. */
  width?: number;
}

/** Adds ?w= (or &w= when the URL already has a query, as gallery views do). */
export const sized = (url: string, w: number) => `${url}${url.includes('?') ? '&' : '?'}w=${w}`;
const srcset = (url: string) => WIDTHS.map((w) => `${sized(url, w)} ${w}w`).join(', ');

/**
 * A square product image served at the width it is shown (?w=), as WebP where the browser takes it.
 * width/height reserve the square before it loads, so nothing shifts. Shared because the catalogue's cards and
 * gallery, the search results and the header's category slider show the same catalogue images (the media
 * service answers .webp and ?w=).
 */
export function TileImage({ src, alt, sizes, priority = false, className, width = 480 }: Props) {
  const box = useRef<HTMLPictureElement>(null);
  const onServer = typeof document === 'undefined';
  const show = useLoadWhenNeeded(box, priority || onServer);
  const webp = src.replace(/\.png(?=\?|$)/, '.webp');
  const image = (
    <img
      src={sized(src, width)}
      srcSet={srcset(src)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={width}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
  // An image below the fold starts as its sized, empty box, on the server and in the live page alike, so it does
  // not share a phone's first seconds on the link with the controls' code and answers (useLoadWhenNeeded says
  // when it may load). With scripts off, <noscript> shows it.
  if (!priority && (onServer || !show))
    return (
      <picture ref={box} className={className}>
        <noscript>{image}</noscript>
      </picture>
    );
  return (
    <picture ref={box} className={className}>
      <source type="image/webp" srcSet={srcset(webp)} sizes={sizes} />
      {image}
    </picture>
  );
}
