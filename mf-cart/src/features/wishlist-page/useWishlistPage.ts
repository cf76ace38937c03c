import { useCallback, useEffect, useState } from 'react';
import { failureText, runOperation, type ResultOf } from '@tiles/shared';
import { readToken } from '../cart-identity/tokenStore';
import { removeFromWishlist } from '../wishlist/wishlistStore';
import { wishlistPageMessages } from './i18n/messages';
import { WISHLIST_PAGE } from './wishlistPage.gql';

type Items = NonNullable<NonNullable<NonNullable<ResultOf<typeof WISHLIST_PAGE>['customer']>['wishlists'][number]>['items_v2']>['items'];
type Product = NonNullable<NonNullable<Items[number]>['product']>;

/** A saved tile as the page draws it (the schema lets a product's sku and name be null; a tile has both). */
export interface SavedTile {
  sku: string;
  name: string;
  urlKey: string | null;
  imageUrl: string | null;
  sqftPerBox: number;
  pricePerBox: number | null;
}

const toTile = (p: Product): SavedTile[] =>
  p.sku
    ? [
        {
          sku: p.sku,
          name: p.name ?? p.sku,
          urlKey: p.url_key ?? null,
          imageUrl: p.small_image?.url ?? null,
          sqftPerBox: p.sqft_per_box ?? 0,
          pricePerBox: p.price_per_box ?? null,
        },
      ]
    : [];

/** The signed-in customer's saved tiles; null while loading; a guest gets the sign-in prompt. */
export function useWishlistPage() {
  const t = wishlistPageMessages.useT();
  const [tiles, setTiles] = useState<SavedTile[] | null>(null);
  const [guest, setGuest] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);

  useEffect(() => {
    const token = readToken();
    if (!token) {
      setGuest(true);
      return;
    }
    void runOperation(WISHLIST_PAGE, {}, { token }).then((res) => {
      if (res.error) return setError(failureText(res.error));
      const items = res.data.customer?.wishlists?.[0]?.items_v2?.items ?? [];
      setTiles(items.flatMap((i) => (i?.product ? toTile(i.product) : [])));
    });
  }, []);

  const handleRemove = useCallback(
    async (tile: SavedTile) => {
      setRemoving(tile.sku);
      setError(null);
      const res = await removeFromWishlist(tile.sku);
      setRemoving(null);
      if (res.error) setError(t('removeFailed', { name: tile.name }));
      else setTiles((list) => list?.filter((x) => x.sku !== tile.sku) ?? null);
    },
    [t],
  );

  return { tiles, guest, error, removing, handleRemove };
}
