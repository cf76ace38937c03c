import { useState } from 'react';
import { formatArea, formatMoney } from '../cart-identity/format';
import type { CartItem } from '../cart-identity/types';

interface Props {
  item: CartItem;
  busy: boolean;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
}

export function CartRow({ item, busy, onQuantity, onRemove }: Props) {
  const { product } = item;
  const [qty, setQty] = useState(String(item.quantity));
  const qtyId = `cart-qty-${item.uid}`;
  const valid = /^[1-9][0-9]*$/.test(qty);
  const sqft = product.sqft_per_box ? product.sqft_per_box * item.quantity : null;
  return (
    <li className="cart-row">
      {product.small_image?.url ? <img src={product.small_image.url} alt="" width={96} height={96} className="cart-row-img" /> : <span className="cart-row-img" />}
      <div className="cart-row-info">
        <a className="cart-row-name" href={product.url_key ? `/${product.url_key}` : '#'}>{product.name}</a>
        <span className="cart-row-meta">{product.tile_size && `Size ${product.tile_size} · `}SKU {product.sku}</span>
        <span className="cart-row-meta">
          MRP {formatMoney(product.price_range.minimum_price.regular_price)} / sq.ft · {formatMoney(item.prices?.price)} / box
          {product.sqft_per_box ? ` (${formatArea(product.sqft_per_box)})` : ''}
        </span>
      </div>
      <form className="cart-row-qty" onSubmit={(e) => { e.preventDefault(); if (valid) onQuantity(item, Number(qty)); }}>
        <label htmlFor={qtyId}>Boxes</label>
        <input id={qtyId} type="number" min={1} step={1} inputMode="numeric" value={qty} onChange={(e) => setQty(e.target.value)}
          aria-invalid={valid ? undefined : true} aria-describedby={`${qtyId}-sqft`} />
        <button type="submit" className="cart-btn cart-btn--ghost cart-btn--small" disabled={busy || !valid || Number(qty) === item.quantity}
          aria-label={`Update quantity of ${product.name}`}>Update</button>
        <span id={`${qtyId}-sqft`} className="cart-row-meta">{valid ? (sqft !== null ? `Covers ${formatArea(sqft)}` : '') : 'Enter a whole number of boxes.'}</span>
      </form>
      <div className="cart-row-total">
        <strong>{formatMoney(item.prices?.row_total)}</strong>
        {!!item.prices?.total_item_discount?.value && <span className="cart-row-meta">−{formatMoney(item.prices.total_item_discount)} discount</span>}
        <button type="button" className="cart-link-btn" onClick={() => onRemove(item)} disabled={busy}>Remove<span className="cart-visually-hidden"> {product.name}</span></button>
      </div>
    </li>
  );
}
