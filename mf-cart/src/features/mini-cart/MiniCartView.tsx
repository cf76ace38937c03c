import type { RefObject } from 'react';
import { PATHS } from '@tiles/shared';
import { formatMoney } from '../cart-identity/format';
import type { CartData, CartItem } from '../cart-identity/types';
import { CartIcon } from './CartIcon';
import { MiniCartItem } from './MiniCartItem';
import { miniCartMessages } from './i18n/messages';
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
  const t = miniCartMessages.useT();
  const count = p.items.length;
  return (
    <div className="cart-mini" data-boundary="mf-cart">
      <button
        ref={p.buttonRef}
        type="button"
        className="cart-mini-button"
        aria-expanded={p.isOpen}
        aria-controls="cart-mini-panel"
        onClick={p.onToggle}
      >
        <CartIcon />
        <span className="cart-mini-label">{t('cart')}</span>
        <span className="cart-mini-badge" aria-hidden="true">
          {count}
        </span>
        <span className="cart-visually-hidden">, {t('items', { count })}</span>
      </button>
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
