import type { ProductSuggestion } from '../autosuggest/autosuggest.types';
import { formatPrice } from '@tiles/shared';
import { searchBoxMessages } from './i18n/messages';

/** One product card inside an option: image, title, size, MRP per sq.ft. The option itself is the link. */
export function ProductOption({ product }: { product: ProductSuggestion }) {
  const t = searchBoxMessages.useT();
  return (
    <span className="srch-product">
      <span className="srch-product-img">
        {product.imageUrl && <img src={product.imageUrl} alt="" width={56} height={56} loading="lazy" />}
      </span>
      <span className="srch-product-body">
        <span className="srch-product-title">{product.title}</span>
        {product.tileSize && <span className="srch-product-size">{product.tileSize}</span>}
        {product.price !== null && <span className="srch-product-price">{t('perSqft', { price: formatPrice(product.price) })}</span>}
      </span>
    </span>
  );
}
