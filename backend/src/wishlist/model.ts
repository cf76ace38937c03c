import type { StoreContext } from '../context';
import { inputError } from '../errors';
import { productBySku } from '../catalog/repository';
import { toProductModel } from '../catalog/productModel';
import { mediaBase } from '../media/mediaBase';
import type { WishlistItemRow, WishlistRow } from './repository';
import { requestItems } from './requestItems';

function productOf(ctx: StoreContext, sku: string) {
  const product = productBySku(sku);
  // A tile taken out of the catalogue stays in the list without product details (ProductInterface is nullable).
  return product ? toProductModel(product, ctx.lang, mediaBase(ctx)) : null;
}

/** Magento's SimpleWishlistItem (WishlistItemInterface). */
const itemModel = (ctx: StoreContext, i: WishlistItemRow) => ({
  __typename: 'SimpleWishlistItem',
  id: String(i.id),
  quantity: i.quantity,
  description: i.description,
  added_at: i.added_at,
  product: productOf(ctx, i.sku),
  customizable_options: [],
});

/**
 * Magento's Wishlist, items read when asked for (once per request, requestItems); items_v2 pages as Magento's
 * WishlistItems resolver does.
 */
export function toWishlistModel(ctx: StoreContext, w: WishlistRow) {
  const items = () => [...requestItems(ctx, w.id).values()];
  return {
    id: String(w.id),
    sharing_code: w.sharing_code,
    updated_at: w.updated_at,
    items_count: () => items().length,
    items: () =>
      items().map((i) => ({ id: i.id, qty: i.quantity, description: i.description, added_at: i.added_at, product: productOf(ctx, i.sku) })),
    items_v2: ({ currentPage = 1, pageSize = 20 }: { currentPage?: number; pageSize?: number }) => {
      if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
      if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
      const all = items();
      return {
        items: all.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((i) => itemModel(ctx, i)),
        page_info: { current_page: currentPage, page_size: pageSize, total_pages: Math.max(1, Math.ceil(all.length / pageSize)) },
      };
    },
  };
}
