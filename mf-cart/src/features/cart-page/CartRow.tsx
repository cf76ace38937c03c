import { useState } from 'react';
import { isSampleSku } from '@tiles/shared';
import { formatMoney, useUnits } from '../cart-identity/format';
import { cartPageMessages } from './i18n/messages';
import type { CartItem } from '../cart-identity/types';
import { REMOVE_ITEM_PATH, UPDATE_ITEM_PATH } from './cartFormPaths';

interface Props {
  item: CartItem;
  busy: boolean;
  /** False in the server's HTML: nothing is disabled, the forms post to the store. */
  live: boolean;
  /** What the shopper had typed, when the store refused it (the page drawn again after the form). */
  typed?: string;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

/**
 * Magento marks a line whose boxes were sold to someone else since it was added (CartItemError ITEM_QTY, its
 * message the quote's); the page says which, in the page language, until the shopper lowers or removes it.
 */
function lineShortage(item: CartItem): 'notSalable' | 'qtyNotAvailable' | null {
  const error = item.errors?.find((e) => e?.code === 'ITEM_QTY');
  if (!error) return null;
  return error.message.startsWith('Product that you are trying to add is not available') ? 'notSalable' : 'qtyNotAvailable';
}

export function CartRow({ item, busy, live, typed, onQuantity, onRemove }: Props) {
  const t = cartPageMessages.useT();
  const units = useUnits();
  const { product } = item;
  const [qty, setQty] = useState(typed ?? String(item.quantity));
  const qtyId = `cart-qty-${item.uid}`;
  const valid = /^[1-9][0-9]*$/.test(qty);
  // A sample is a piece, not boxes: no area, no per-box price.
  const sample = isSampleSku(product.sku ?? '');
  const sqft = product.sqft_per_box && !sample ? product.sqft_per_box * item.quantity : null;
  const shortage = lineShortage(item);
  return (
    <li className="cart-row">
      {product.small_image?.url ? (
        <img src={product.small_image.url} alt="" width={96} height={96} className="cart-row-img" />
      ) : (
        <span className="cart-row-img" />
      )}
      <div className="cart-row-info">
        <a className="cart-row-name" href={product.url_key ? `/${product.url_key}` : '#'}>
          {product.name}
        </a>
        {sample && <span className="cart-sample-badge">{units.sample()}</span>}
        <span className="cart-row-meta">
          {product.tile_size && t('size', { size: product.tile_size })}
          {t('sku', { sku: product.sku })}
        </span>
        {shortage && (
          <p className="cart-row-error" id={`${qtyId}-stock`}>
            {t(shortage)}
          </p>
        )}
        <span className="cart-row-meta">
          {sample ? (
            t('samplePrice', { price: formatMoney(item.prices?.price) })
          ) : (
            <>
              {t('rowPrices', {
                mrp: formatMoney(product.price_range.minimum_price.regular_price),
                perBox: formatMoney(item.prices?.price),
              })}
              {product.sqft_per_box ? ` (${units.area(product.sqft_per_box)})` : ''}
            </>
          )}
        </span>
      </div>
      {/* Without scripts (or before they arrive) the browser posts these forms and the store answers (cartFormServer). */}
      <form
        className="cart-row-qty"
        method="post"
        action={UPDATE_ITEM_PATH}
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onQuantity(item, Number(qty));
        }}
      >
        <label htmlFor={qtyId}>{sample ? t('samplesLabel') : t('boxesLabel')}</label>
        <input
          id={qtyId}
          name="qty"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={qty}
          onChange={(e) => setQty(e.target.value)}
          aria-invalid={valid ? undefined : true}
          aria-describedby={shortage ? `${qtyId}-sqft ${qtyId}-stock` : `${qtyId}-sqft`}
        />
        <button
          type="submit"
          className="cart-btn cart-btn--ghost cart-btn--small"
          disabled={busy || (live && (!valid || Number(qty) === item.quantity))}
          aria-label={t('updateLabel', { name: product.name })}
        >
          {t('update')}
        </button>
        <span id={`${qtyId}-sqft`} className="cart-row-meta">
          {valid ? (sqft !== null ? t('covers', { area: units.area(sqft) }) : '') : sample ? t('wholeSamples') : t('wholeBoxes')}
        </span>
        {/* Last, so the row's first field is still its quantity. */}
        <input type="hidden" name="item" value={item.uid} />
      </form>
      <div className="cart-row-total">
        <strong>{formatMoney(item.prices?.row_total)}</strong>
        {!!item.prices?.total_item_discount?.value && (
          <span className="cart-row-meta">{t('discountRow', { amount: formatMoney(item.prices.total_item_discount) })}</span>
        )}
        <form
          className="cart-row-remove"
          method="post"
          action={REMOVE_ITEM_PATH}
          onSubmit={(e) => {
            e.preventDefault();
            onRemove(item);
          }}
        >
          <input type="hidden" name="item" value={item.uid} />
          <button type="submit" className="cart-link-btn" disabled={busy}>
            {t('remove')}
            <span className="cart-visually-hidden"> {product.name}</span>
          </button>
        </form>
      </div>
    </li>
  );
}
