import { PATHS } from '@tiles/shared';
import { CartIcon } from './CartIcon';
import { miniCartMessages } from './i18n/messages';
import '../cart-identity/base.css';
import './miniCart.css';

/**
 * The cart button as the server renders it: a link to the cart page, working before any script (and without
 * one). The server cannot know this browser's cart, so the badge keeps its room empty; the live mini cart
 * (MiniCartView) takes its place with the count and the panel.
 */
export function MiniCartLink() {
  const t = miniCartMessages.useT();
  return (
    <div className="cart-mini" data-boundary="mf-cart">
      <a href={PATHS.cart} className="cart-mini-button cart-mini-button--link">
        <CartIcon />
        <span className="cart-mini-label">{t('cart')}</span>
        <span className="cart-mini-badge cart-mini-badge--unknown" aria-hidden="true" />
      </a>
    </div>
  );
}
