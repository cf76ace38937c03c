import type { StoreContext } from '../context';
import { wishlistOf } from '../wishlist/repository';
import { toWishlistModel } from '../wishlist/model';
import { addProducts, removeProducts, updateProducts } from '../wishlist/operations';

type Parent = { __id: number };
const own = (c: Parent, ctx: StoreContext) => toWishlistModel(ctx, wishlistOf(ctx.db, c.__id));

/** Magento Open Source's single wishlist per customer (multiple wishlists are Adobe Commerce). */
export const wishlistResolvers = {
  Customer: {
    wishlists: (c: Parent, { currentPage = 1 }: { currentPage?: number }, ctx: StoreContext) => (currentPage > 1 ? [] : [own(c, ctx)]),
    wishlist: (c: Parent, _: unknown, ctx: StoreContext) => own(c, ctx),
    wishlist_v2: (c: Parent, { id }: { id: string }, ctx: StoreContext) => {
      const wishlist = wishlistOf(ctx.db, c.__id);
      return String(wishlist.id) === String(id) ? toWishlistModel(ctx, wishlist) : null;
    },
  },
  Mutation: {
    addProductsToWishlist: (
      _: unknown,
      args: { wishlistId: string; wishlistItems: { sku: string; quantity: number }[] },
      ctx: StoreContext,
    ) => addProducts(ctx, args.wishlistId, args.wishlistItems),
    removeProductsFromWishlist: (_: unknown, args: { wishlistId: string; wishlistItemsIds: string[] }, ctx: StoreContext) =>
      removeProducts(ctx, args.wishlistId, args.wishlistItemsIds),
    updateProductsInWishlist: (
      _: unknown,
      args: { wishlistId: string; wishlistItems: { wishlist_item_id: string; quantity?: number | null; description?: string | null }[] },
      ctx: StoreContext,
    ) => updateProducts(ctx, args.wishlistId, args.wishlistItems),
  },
};
