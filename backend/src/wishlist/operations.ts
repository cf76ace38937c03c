import type { StoreContext } from '../context';
import { authorizationError, inputError } from '../errors';
import { productExists } from '../catalog/repository';
import { currentCustomerId } from '../customer/session';
import { addItem, itemIn, MAX_DESCRIPTION, MAX_ITEMS, MAX_QUANTITY, touch, wishlistById, wishlistOf, type WishlistRow } from './repository';
import { toWishlistModel } from './model';
import { forgetRequestItems, requestItems } from './requestItems';
import { countWishlistWrite } from './writeLimit';

type UserError = { code: 'PRODUCT_NOT_FOUND' | 'UNDEFINED'; message: string };

/**
 * The signed-in customer's wishlist named by wishlistId (0 or empty: their own), with Magento's messages for a
 * guest and for anyone else's list. Every change counts against the customer's write limit first.
 */
function ownWishlist(ctx: StoreContext, wishlistId: string | number | null | undefined): WishlistRow {
  const customerId = currentCustomerId(ctx);
  if (customerId === null) throw authorizationError('The current user cannot perform operations on wishlist');
  countWishlistWrite(customerId);
  const id = Number.parseInt(String(wishlistId ?? ''), 10) || 0;
  const wishlist = id > 0 ? wishlistById(ctx.db, id) : wishlistOf(ctx.db, customerId);
  if (!wishlist || wishlist.customer_id !== customerId) throw inputError('The wishlist was not found.');
  return wishlist;
}

/** A quantity of boxes: Magento's message for 0; whole boxes up to the cart's 10,000, as the store sells them. */
function quantityError(quantity: number | null | undefined): string | null {
  if (quantity == null) return null;
  if (quantity === 0) return 'The quantity of a wish list item cannot be 0';
  if (!Number.isInteger(quantity) || quantity < 0 || quantity > MAX_QUANTITY)
    return `The quantity of a wish list item must be a whole number of boxes from 1 to ${MAX_QUANTITY.toLocaleString('en-IN')}.`;
  return null;
}

/** The list after the change; updated_at moves only when something changed (fewer refusals than requests). */
const output = (ctx: StoreContext, wishlist: WishlistRow, requested: number, user_errors: UserError[]) => {
  if (user_errors.length < requested) touch(ctx.db, wishlist.id);
  return { wishlist: toWishlistModel(ctx, wishlistById(ctx.db, wishlist.id) as WishlistRow), user_errors };
};

/** Runs a write in one transaction; a failure part-way leaves the request to read the list from the store again. */
function writing(ctx: StoreContext, write: () => void): void {
  try {
    ctx.db.transaction(write)();
  } catch (err) {
    forgetRequestItems(ctx);
    throw err;
  }
}

/**
 * Each item is judged in order, as Magento adds them one by one, but the list is written once per tile: a request
 * naming the same tile many times (or many aliases of it) makes one product look-up and one write for it.
 */
export function addProducts(ctx: StoreContext, wishlistId: string, items: { sku: string; quantity: number }[]) {
  const wishlist = ownWishlist(ctx, wishlistId);
  const errors: UserError[] = [];
  const list = requestItems(ctx, wishlist.id);
  const tiles = new Map<string, boolean>();
  const isTile = (sku: string) => tiles.get(sku) ?? tiles.set(sku, productExists(sku)).get(sku)!;
  const adding = new Map<string, number>();
  let newTiles = 0;
  for (const { sku, quantity } of items) {
    if (!isTile(sku)) {
      errors.push({ code: 'PRODUCT_NOT_FOUND', message: `Could not find a product with SKU "${sku}"` });
      continue;
    }
    const problem = quantityError(quantity);
    const known = list.has(sku) || adding.has(sku);
    if (problem) errors.push({ code: 'UNDEFINED', message: problem });
    else if (!known && list.size + newTiles >= MAX_ITEMS)
      errors.push({ code: 'UNDEFINED', message: `A wish list keeps at most ${MAX_ITEMS} products.` });
    else {
      if (!known) newTiles++;
      adding.set(sku, Math.min(MAX_QUANTITY, (adding.get(sku) ?? 0) + quantity));
    }
  }
  // Boxes are capped at the line limit, so adding the sum once is adding each in turn.
  writing(ctx, () => adding.forEach((quantity, sku) => list.set(sku, addItem(ctx.db, wishlist.id, sku, quantity))));
  return output(ctx, wishlist, items.length, errors);
}

const notInList = (id: string | number) => `The wishlist item with ID "${id}" does not belong to the wishlist`;

export function removeProducts(ctx: StoreContext, wishlistId: string, itemIds: (string | number)[]) {
  const wishlist = ownWishlist(ctx, wishlistId);
  const errors: UserError[] = [];
  const list = requestItems(ctx, wishlist.id);
  writing(ctx, () => {
    for (const id of itemIds) {
      const item = itemIn(ctx.db, wishlist.id, Number(id));
      if (!item) errors.push({ code: 'UNDEFINED', message: notInList(id) });
      else {
        ctx.db.prepare('DELETE FROM wishlist_items WHERE id = ?').run(item.id);
        list.delete(item.sku);
      }
    }
  });
  return output(ctx, wishlist, itemIds.length, errors);
}

interface ItemUpdate {
  wishlist_item_id: string | number;
  quantity?: number | null;
  description?: string | null;
}

export function updateProducts(ctx: StoreContext, wishlistId: string, updates: ItemUpdate[]) {
  const wishlist = ownWishlist(ctx, wishlistId);
  const errors: UserError[] = [];
  const list = requestItems(ctx, wishlist.id);
  writing(ctx, () => {
    for (const u of updates) {
      const item = itemIn(ctx.db, wishlist.id, Number(u.wishlist_item_id));
      const problem = !item
        ? notInList(u.wishlist_item_id)
        : (quantityError(u.quantity) ??
          ([...(u.description ?? '')].length > MAX_DESCRIPTION
            ? `The description must be equal or less than ${MAX_DESCRIPTION.toLocaleString('en-IN')} characters.`
            : null));
      if (problem || !item) {
        errors.push({ code: 'UNDEFINED', message: problem as string });
        continue;
      }
      const changed = {
        ...item,
        quantity: u.quantity ?? item.quantity,
        description: u.description === undefined ? item.description : u.description,
      };
      ctx.db
        .prepare('UPDATE wishlist_items SET quantity = ?, description = ? WHERE id = ?')
        .run(changed.quantity, changed.description, item.id);
      list.set(item.sku, changed);
    }
  });
  return output(ctx, wishlist, updates.length, errors);
}
