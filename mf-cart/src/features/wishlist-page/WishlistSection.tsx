import { PATHS } from '@tiles/shared';
import { wishlistPageMessages } from './i18n/messages';
import { useWishlistPage } from './useWishlistPage';
import { WishlistRow } from './WishlistRow';
import './wishlistPage.css';

/** /wishlist: the signed-in customer's saved tiles; a guest is asked to sign in. */
export function WishlistSection() {
  const t = wishlistPageMessages.useT();
  const w = useWishlistPage();
  return (
    <div className="cart-page" data-boundary="mf-cart">
      <h1>{t('title')}</h1>
      {w.error && (
        <p className="cart-message cart-message--error" role="alert">
          {w.error}
        </p>
      )}
      {w.guest ? (
        <p>
          {t('signInPrompt')} <a href={PATHS.account}>{t('signIn')}</a>
        </p>
      ) : w.tiles === null ? (
        !w.error && <p aria-busy="true">{t('loading')}</p>
      ) : w.tiles.length === 0 ? (
        <p>
          {t('empty')} <a href={PATHS.tiles}>{t('browse')}</a>
        </p>
      ) : (
        <ul className="cart-wish-list">
          {w.tiles.map((tile) => (
            <WishlistRow key={tile.sku} tile={tile} removing={w.removing === tile.sku} onRemove={w.handleRemove} />
          ))}
        </ul>
      )}
    </div>
  );
}
