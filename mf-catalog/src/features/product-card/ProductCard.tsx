import type { ReactNode } from 'react';
import { Link, TileImage } from '@tiles/shared';
import type { AddToCartProps } from '@tiles/shared';
import type { ShownProductCard } from './productCard.gql';
import { formatPrice } from '@tiles/shared';
import { commonMessages } from '../../i18n/messages';
import './product-card.css';

interface Props {
  product: ShownProductCard;
  renderAddToCart: (props: AddToCartProps) => ReactNode;
  /** The first row of a listing is above the fold: load its images eagerly. */
  priority?: boolean;
}

/** A tile in a grid: image, name, size, finish, MRP per sq.ft and the cart team's button. */
export function ProductCard({ product, renderAddToCart, priority }: Props) {
  const t = commonMessages.useT();
  const price = product.price_range.minimum_price.final_price.value;
  return (
    <article className="cat-card" aria-label={product.name}>
      <Link to={`/${product.url_key}`} className="cat-card__link">
        {product.small_image?.url && (
          <TileImage
            className="cat-card__img"
            src={product.small_image.url}
            alt={product.small_image.label ?? product.name}
            sizes="(max-width: 640px) 46vw, (max-width: 1100px) 30vw, 240px"
            priority={priority}
          />
        )}
        <h3 className="cat-card__name">{product.name}</h3>
      </Link>
      <p className="cat-card__meta">
        {product.tile_size}
        {product.tile_size_ft ? ` (${product.tile_size_ft})` : ''}
        {product.tile_finish_label ? <> · {product.tile_finish_label}</> : null}
      </p>
      {price != null && (
        <p className="cat-card__price">
          <strong>{formatPrice(price)}</strong> <span>{t('perSqftMrp')}</span>
        </p>
      )}
      {product.stock_status === 'OUT_OF_STOCK' ? (
        // The cart would refuse it (NOT_SALABLE): the card says so instead of offering a button that fails.
        <p className="cat-card__stock">{t('outOfStock')}</p>
      ) : (
        <div className="cat-card__cart">
          {renderAddToCart({ sku: product.sku, name: product.name, sqftPerBox: product.sqft_per_box ?? 1 })}
        </div>
      )}
    </article>
  );
}
