import type { ReactNode } from 'react';
import type { VisualSearchImage } from '@tiles/shared';
import { ProductCard } from '../search-results/ProductCard';
import type { ShownProductCard } from '../search-results/searchResults.types';
import type { VisualLoad } from './useVisualSearch';
import '../search-results/searchResults.css';
import './visualSearch.css';
import { visualMessages } from './i18n/messages';

export interface VisualSearchViewProps {
  image: VisualSearchImage | null;
  load: VisualLoad;
  /** The upload button (and its hidden input) for trying another photo. */
  upload: ReactNode;
  message: string | null;
  renderAddToCart: (product: ShownProductCard) => ReactNode;
  handleRetry: () => void;
}

/** The shopper's photo beside the most similar tiles, best match first. */
export function VisualSearchView({ image, load, upload, message, renderAddToCart, handleRetry }: VisualSearchViewProps) {
  // Browsers other than Safari cannot draw TIFF: the service's PNG preview stands in for it.
  const t = visualMessages.useT();
  const src = image && !image.dataUrl.startsWith('data:image/tiff') ? image.dataUrl : load.status === 'done' ? load.preview : null;
  return (
    <div className="srch-results srch-visual" aria-busy={load.status === 'loading'}>
      <h1 className="srch-results-title">{t('title')}</h1>
      <div className="srch-visual-top">
        {image && (
          <figure className="srch-visual-photo">
            {src ? <img src={src} alt={t('yourPhoto')} /> : <span className="srch-visual-noprev">{t('yourPhoto')}</span>}
            <figcaption>{image.fileName}</figcaption>
          </figure>
        )}
        <div className="srch-visual-intro">
          <p>{t(image ? 'closest' : 'upload')}</p>
          <p className="srch-visual-hint">{t('hint')}</p>
          {upload}
          {message && (
            <p className="srch-message" role="alert">
              {message}
            </p>
          )}
        </div>
      </div>
      <p className="srch-count" role="status">
        {load.status === 'loading' ? t('finding') : load.status === 'done' ? t('similarCount', { count: load.results.length }) : ''}
      </p>
      {load.status === 'failed' && (
        <div className="srch-error" role="alert">
          <p>{load.message}</p>
          <button type="button" className="srch-button" onClick={handleRetry}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      {load.status === 'done' && load.results.length > 0 && (
        <ul className="srch-grid" aria-label={t('similar')}>
          {load.results.map((r, i) => (
            <ProductCard
              key={r.product.uid}
              product={r.product}
              addToCart={renderAddToCart(r.product)}
              badge={i === 0 ? t('bestMatch') : r.score !== null ? t('match', { pct: Math.round(r.score * 100) }) : undefined}
            />
          ))}
        </ul>
      )}
      {load.status === 'done' && load.results.length === 0 && <p>{t('none')}</p>}
    </div>
  );
}
