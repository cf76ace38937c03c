import type { MouseEvent, RefObject } from 'react';
import { PATHS } from '@tiles/shared';
import { formatMoney } from '../cart-identity/format';
import type { CartData, CartItem } from '../cart-identity/types';
import { CartIcon } from './CartIcon';
import { MiniCartItem } from './MiniCartItem';
import { miniCartMessages } from './i18n/messages';
import '../cart-identity/base.css';
import './miniCart.css';

export interface MiniCartViewProps {
  /** `undefined`: this browser's cart is not known here (the server's render, and its hydration). */
  cart: CartData | null | undefined;
  items: CartItem[];
  isOpen: boolean;
  notice: string | null;
  removing: string | null;
  buttonRef?: RefObject<HTMLAnchorElement | null>;
  panelRef?: RefObject<HTMLDivElement | null>;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  onToggle: () => void;
  onClose: () => void;
  onRemove: (item: CartItem) => void;
}

/**
 * The header's cart: a link to the cart page, which works before any script and without one; the live module
 * opens the "Shopping cart" panel on its click instead. Where the cart is not known (the server's render) the badge
 * keeps its room empty and the link says nothing of a panel; the same markup is what the browser's first render of
 * that HTML draws, so there is nothing to swap once it is live.
 */
export function MiniCartView(p: MiniCartViewProps) {
  const t = miniCartMessages.useT();
  const count = p.items.length;
  const known = p.cart !== undefined;
  const toggle = (e: MouseEvent<HTMLAnchorElement>) => {
    // A click that asks for a new tab or window still opens the cart page there.
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    p.onToggle();
  };
  return (
    <div className="cart-mini" data-boundary="mf-cart">
      <a
        ref={p.buttonRef}
        href={PATHS.cart}
        className="cart-mini-button"
        aria-expanded={known ? p.isOpen : undefined}
        aria-controls={known ? 'cart-mini-panel' : undefined}
        onClick={toggle}
      >
        <CartIcon />
        <span className="cart-mini-label">{t('cart')}</span>
        <span className={known ? 'cart-mini-badge' : 'cart-mini-badge cart-mini-badge--unknown'} aria-hidden="true">
          {known ? count : null}
        </span>
        {known && <span className="cart-visually-hidden">, {t('items', { count })}</span>}
      </a>
      <div className="cart-mini-popover">
        <div role="status" aria-live="polite" className={p.notice ? 'cart-mini-notice' : 'cart-mini-notice cart-mini-notice--empty'}>
          {p.notice}
        </div>
        {p.isOpen && (
          <div ref={p.panelRef} id="cart-mini-panel" role="dialog" aria-labelledby="cart-mini-title" className="cart-mini-panel">
            <div className="cart-mini-head">
              <h2 id="cart-mini-title" ref={p.headingRef} tabIndex={-1}>
                {t('title')}
              </h2>
              <button type="button" className="cart-mini-close" onClick={p.onClose} aria-label={t('close')}>
                ×
              </button>
            </div>
            {count === 0 ? (
              <p className="cart-mini-empty">
                {t('empty')}{' '}
                <a href={PATHS.tiles} onClick={p.onClose}>
                  {t('browse')}
                </a>
              </p>
            ) : (
              <>
                <ul className="cart-mini-items">
                  {p.items.map((item) => (
                    <MiniCartItem key={item.uid} item={item} removing={p.removing === item.uid} onRemove={p.onRemove} />
                  ))}
                </ul>
                <p className="cart-mini-sum">
                  <span>{t('subtotal')}</span>
                  <strong>{formatMoney(p.cart?.prices?.subtotal_including_tax)}</strong>
                </p>
                {/* Plain links: these pages belong to other routes, and a full navigation is what every remote expects there. */}
                <div className="cart-mini-actions">
                  <a href={PATHS.cart} className="cart-btn cart-btn--ghost" onClick={p.onClose}>
                    {t('viewCart')}
                  </a>
                  <a href={PATHS.checkout} className="cart-btn" onClick={p.onClose}>
                    {t('checkout')}
                  </a>
                </div>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
