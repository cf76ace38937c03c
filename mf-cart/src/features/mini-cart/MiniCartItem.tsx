import { isSampleSku } from '@tiles/shared';
import { formatMoney, useUnits } from '../cart-identity/format';
import { miniCartMessages } from './i18n/messages';
import type { CartItem } from '../cart-identity/types';

interface Props {
  item: CartItem;
  removing: boolean;
  onRemove: (item: CartItem) => void;
}

export function MiniCartItem({ item, removing, onRemove }: Props) {
  const t = miniCartMessages.useT();
  const units = useUnits();
  const { product } = item;
  // A sample is a piece, not boxes: counted as samples, without an area.
  const sample = isSampleSku(product.sku ?? '');
  const sqft = product.sqft_per_box && !sample ? product.sqft_per_box * item.quantity : null;
  return (
    <li className="cart-mini-item">
      {product.small_image?.url ? (
        <img src={product.small_image.url} alt="" width={64} height={64} className="cart-mini-img" />
      ) : (
        <span className="cart-mini-img" />
      )}
      <div className="cart-mini-info">
        <a href={product.url_key ? `/${product.url_key}` : '#'} className="cart-mini-name">
          {product.name}
        </a>
        {sample && <span className="cart-sample-badge">{units.sample()}</span>}
        {product.tile_size && <span className="cart-mini-meta">{t('size', { size: product.tile_size })}</span>}
        <span className="cart-mini-meta">
          {sample ? units.samples(item.quantity) : units.boxes(item.quantity)}
          {sqft !== null && ` · ${units.area(sqft)}`}
        </span>
        <span className="cart-mini-total">{formatMoney(item.prices?.row_total)}</span>
      </div>
      <button
        type="button"
        className="cart-mini-remove"
        onClick={() => onRemove(item)}
        disabled={removing}
        aria-label={t('remove', { name: product.name })}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
          <path d="M6 7h12M9 7V5h6v2m-8 0 1 12h8l1-12" fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
    </li>
  );
}
