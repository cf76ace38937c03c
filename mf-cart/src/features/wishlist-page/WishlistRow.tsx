import { formatPrice } from '@tiles/shared';
import { AddToCartView } from '../add-to-cart/AddToCartView';
import { useAddToCart } from '../add-to-cart/useAddToCart';
import { wishlistPageMessages } from './i18n/messages';
import type { SavedTile } from './useWishlistPage';

interface Props {
  tile: SavedTile;
  removing: boolean;
  onRemove: (tile: SavedTile) => void;
}

/** One saved tile: picture, name (to its page), price per box, the cart's own "Add to cart", and "Remove". */
export function WishlistRow({ tile, removing, onRemove }: Props) {
  const t = wishlistPageMessages.useT();
  const name = tile.name;
  const add = useAddToCart({ sku: tile.sku, name, sqftPerBox: tile.sqftPerBox });
  return (
    <li className="cart-wish-item">
      {tile.imageUrl ? (
        <img src={tile.imageUrl} alt="" width={96} height={96} className="cart-wish-img" />
      ) : (
        <span className="cart-wish-img" />
      )}
      <div className="cart-wish-info">
        <a href={tile.urlKey ? `/${tile.urlKey}` : '#'} className="cart-wish-name">
          {name}
        </a>
        {tile.pricePerBox != null && <span>{t('perBox', { price: formatPrice(tile.pricePerBox, 'INR') })}</span>}
      </div>
      <div className="cart-wish-actions">
        <AddToCartView
          sku={tile.sku}
          name={name}
          withQuantity={false}
          plan={add.plan}
          pending={add.pending}
          error={add.error}
          status={add.status}
          onAdd={add.handleAdd}
          returnTo={add.returnTo}
        />
        <button
          type="button"
          className="cart-btn cart-btn--ghost"
          onClick={() => onRemove(tile)}
          disabled={removing}
          aria-label={t('removeName', { name })}
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}
