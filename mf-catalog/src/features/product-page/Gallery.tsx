import { TileImage } from '@tiles/shared';
import { productMessages } from './i18n/messages';
import { useGallery } from './useGallery';

interface Props {
  images: { url: string; label: string | null }[];
  name: string;
}

/**
 * Main image (eager: it is the page's largest element) with thumbnails to switch views. The thumbnails are one form's
 * buttons, each sending its image's number: without scripts the form (no action: the product's own page) comes back
 * as the page showing that image; live, a tap switches in place.
 */
export function Gallery({ images, name }: Props) {
  const t = productMessages.useT();
  const g = useGallery(images.length);
  const current = images[g.index] ?? images[0];
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
        <form className="cat-gallery__thumbs" method="get">
          {images.map((img, i) => (
            <button
              key={img.url}
              type="submit"
              name={g.field}
              value={i}
              aria-label={t('showImage', { label: img.label ?? t('imageN', { n: i + 1 }) })}
              aria-pressed={i === g.index}
              onClick={(e) => g.handleShow(e, i)}
            >
              <TileImage src={img.url} alt="" sizes="72px" />
            </button>
          ))}
        </form>
      )}
    </div>
  );
}
