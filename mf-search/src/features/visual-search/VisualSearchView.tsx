import type { ReactNode } from 'react';
import type { VisualSearchImage } from '@tiles/shared';
import { ProductCard } from '../search-results/ProductCard';
import type { SearchProductCard } from '../search-results/searchResults.types';
import type { VisualLoad } from './useVisualSearch';
import '../search-results/searchResults.css';
import './visualSearch.css';

export interface VisualSearchViewProps {
  image: VisualSearchImage | null;
  load: VisualLoad;
  /** The upload button (and its hidden input) for trying another photo. */
  upload: ReactNode;
  message: string | null;
  renderAddToCart: (product: SearchProductCard) => ReactNode;
  handleRetry: () => void;
}

/** The shopper's photo beside the most similar tiles, best match first. */
export function VisualSearchView({ image, load, upload, message, renderAddToCart, handleRetry }: VisualSearchViewProps) {
  // Browsers other than Safari cannot draw TIFF: the service's PNG preview stands in for it.
  const src = image && !image.dataUrl.startsWith('data:image/tiff') ? image.dataUrl : load.status === 'done' ? load.preview : null;
  return (
    <div className="srch-results srch-visual" aria-busy={load.status === 'loading'}>
      <h1 className="srch-results-title">Visual search</h1>
      <div className="srch-visual-top">
        {image && (
          <figure className="srch-visual-photo">
            {src ? <img src={src} alt="Your photo" /> : <span className="srch-visual-noprev">Your photo</span>}
            <figcaption>{image.fileName}</figcaption>
          </figure>
        )}
        <div className="srch-visual-intro">
          <p>{image ? 'Tiles with the closest colours and texture to your photo.' : 'Upload a photo of a floor, a wall or a tile you like, and we will find the tiles that look most like it.'}</p>
          <p className="srch-visual-hint">JPEG, PNG or TIFF, up to 10 MB. Your photo is only used for this search.</p>
          {upload}
          {message && <p className="srch-message" role="alert">{message}</p>}
        </div>
      </div>
      <p className="srch-count" role="status">
        {load.status === 'loading' ? 'Finding similar tiles…' : load.status === 'done' ? `${load.results.length} similar tiles` : ''}
      </p>
      {load.status === 'failed' && (
        <div className="srch-error" role="alert">
          <p>{load.message}</p>
          <button type="button" className="srch-button" onClick={handleRetry}>Try again</button>
        </div>
      )}
      {load.status === 'done' && load.results.length > 0 && (
        <ul className="srch-grid" aria-label="Similar tiles">
          {load.results.map((r, i) => (
            <ProductCard key={r.product.uid} product={r.product} addToCart={renderAddToCart(r.product)}
              badge={i === 0 ? 'Best match' : r.score !== null ? `${Math.round(r.score * 100)}% match` : undefined} />
          ))}
        </ul>
      )}
      {load.status === 'done' && load.results.length === 0 && <p>No similar tiles were found. Try a photo with more of the tile in view.</p>}
    </div>
  );
}
