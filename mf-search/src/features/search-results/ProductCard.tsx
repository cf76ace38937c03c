import type { ReactNode } from 'react';
import { Link, TileImage } from '@tiles/shared';
import { formatPrice } from '@tiles/shared';
import type { SearchProductCard } from './searchResults.types';
import { resultsMessages } from './i18n/messages';

export interface ProductCardProps {
  product: SearchProductCard;
  /** The cart team's "Add to cart", passed in by the shell. */
  addToCart?: ReactNode;
  /** e.g. "92% match" on the visual-search page. */
  badge?: string;
  /** The first row is above the fold: its images load at once, at high priority (the page's LCP is one). */
  priority?: boolean;
}

export const productPath = (p: SearchProductCard) => `/${p.url_key ?? ''}${p.url_suffix ?? ''}`;

/** One result tile: image, name, size and finish, MRP per sq.ft, and the cart's button. */
export function ProductCard({ product, addToCart, badge, priority = false }: ProductCardProps) {
  const t = resultsMessages.useT();
  const price = product.price_range.minimum_price.final_price.value;
  return (
    <li className="srch-card">
      <Link to={productPath(product)} className="srch-card-link">
        <span className="srch-card-img">
          {product.small_image?.url && (
            <TileImage src={product.small_image.url} alt="" sizes="(max-width: 640px) 46vw, 240px" priority={priority} />
          )}
          {badge && <span className="srch-card-badge">{badge}</span>}
        </span>
        <span className="srch-card-name">{product.name}</span>
      </Link>
      <span className="srch-card-meta">{[product.tile_size, product.tile_finish_label].filter(Boolean).join(' · ')}</span>
      {price !== null && (
        <span className="srch-card-price">
          {t('perSqft', { price: formatPrice(price) })} <span className="srch-card-mrp">{t('mrp')}</span>
        </span>
      )}
      {addToCart && <div className="srch-card-cart">{addToCart}</div>}
    </li>
  );
}
