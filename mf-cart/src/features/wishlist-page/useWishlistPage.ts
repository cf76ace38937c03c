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

/** Every saved tile, page by page (a list holds at most 200, so at most 4 pages). */
async function loadSavedTiles(token: string): Promise<{ tiles: SavedTile[] } | { error: string }> {
  const tiles: SavedTile[] = [];
  for (let currentPage = 1; ; currentPage++) {
    const res = await runOperation(WISHLIST_PAGE, { currentPage }, { token });
    if (res.error) return { error: failureText(res.error) };
    const page = res.data.customer?.wishlists?.[0]?.items_v2;
    tiles.push(...(page?.items ?? []).flatMap((i) => (i?.product ? toTile(i.product) : [])));
    if (!page?.page_info || (page.page_info.current_page ?? 1) >= (page.page_info.total_pages ?? 1)) return { tiles };
  }
}

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
    void loadSavedTiles(token).then((loaded) => ('error' in loaded ? setError(loaded.error) : setTiles(loaded.tiles)));
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
