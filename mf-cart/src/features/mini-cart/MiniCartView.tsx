import type { RefObject } from 'react';
import { PATHS } from '@tiles/shared';
import { formatMoney } from '../cart-identity/format';
import type { CartData, CartItem } from '../cart-identity/types';
import { MiniCartItem } from './MiniCartItem';
import '../cart-identity/base.css';
import './miniCart.css';

export interface MiniCartViewProps {
  cart: CartData | null;
  items: CartItem[];
  isOpen: boolean;
  notice: string | null;
  removing: string | null;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  panelRef?: RefObject<HTMLDivElement | null>;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  onToggle: () => void;
  onClose: () => void;
  onRemove: (item: CartItem) => void;
}

export function MiniCartView(p: MiniCartViewProps) {
  const count = p.items.length;
  return (
    <div className="cart-mini" data-boundary="mf-cart">
      <button ref={p.buttonRef} type="button" className="cart-mini-button" aria-expanded={p.isOpen} aria-controls="cart-mini-panel" onClick={p.onToggle}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22"><path d="M3 4h2l2.4 11h10.2L20 7H6.2M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /></svg>
        <span className="cart-mini-label">Cart</span>
        <span className="cart-mini-badge" aria-hidden="true">{count}</span>
        <span className="cart-visually-hidden">, {count} {count === 1 ? 'item' : 'items'}</span>
      </button>
      <div className="cart-mini-popover">
        <div role="status" aria-live="polite" className={p.notice ? 'cart-mini-notice' : 'cart-mini-notice cart-mini-notice--empty'}>{p.notice}</div>
        {p.isOpen && (
          <div ref={p.panelRef} id="cart-mini-panel" role="dialog" aria-labelledby="cart-mini-title" className="cart-mini-panel">
            <div className="cart-mini-head">
              <h2 id="cart-mini-title" ref={p.headingRef} tabIndex={-1}>Shopping cart</h2>
              <button type="button" className="cart-mini-close" onClick={p.onClose} aria-label="Close shopping cart">×</button>
            </div>
            {count === 0 ? (
              <p className="cart-mini-empty">Your cart is empty. <a href={PATHS.tiles} onClick={p.onClose}>Browse tiles</a></p>
            ) : (
              <>
                <ul className="cart-mini-items">
                  {p.items.map((item) => <MiniCartItem key={item.uid} item={item} removing={p.removing === item.uid} onRemove={p.onRemove} />)}
                </ul>
                <p className="cart-mini-sum"><span>Subtotal (incl. GST)</span><strong>{formatMoney(p.cart?.prices?.subtotal_including_tax)}</strong></p>
                {/* Plain links: these pages belong to other routes, and a full navigation is what every remote expects there. */}
                <div className="cart-mini-actions">
                  <a href={PATHS.cart} className="cart-btn cart-btn--ghost" onClick={p.onClose}>View cart</a>
                  <a href={PATHS.checkout} className="cart-btn" onClick={p.onClose}>Checkout</a>
                </div>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
