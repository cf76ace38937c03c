import { TileImage } from '@tiles/shared';
import { useState } from 'react';
import { productMessages } from './i18n/messages';

interface Props {
  images: { url: string; label: string | null }[];
  name: string;
}

/** Main image (eager: it is the page's largest element) with thumbnails to switch views. */
export function Gallery({ images, name }: Props) {
  const t = productMessages.useT();
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  if (!current) return null;
  return (
    <div className="cat-gallery">
      <TileImage
        className="cat-gallery__main"
        src={current.url}
        alt={current.label ?? name}
        sizes="(max-width: 820px) 92vw, 560px"
        priority
      />
      {images.length > 1 && (
        <div className="cat-gallery__thumbs">
          {images.map((img, i) => (
            <button
              key={img.url}
              type="button"
              aria-label={t('showImage', { label: img.label ?? t('imageN', { n: i + 1 }) })}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <TileImage src={img.url} alt="" sizes="72px" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
