import { inputError, notFound } from '../errors';
import type { Db } from '../store/db';
import { boxesInStock, NOT_SALABLE, QTY_NOT_AVAILABLE } from '../stock/stock';
import { itemIdFromUid } from './ids';
import { boxPrice, isPincode, samePrice } from './pricing';
import { addItem, cartItems, removeItem, setItemQuantity, updateCart, type CartRow } from './repository';
import { LINE_TOO_LARGE, MAX_QTY, overLineLimit } from './quantityLimit';
import {
  isSampleProduct,
  lineProduct,
  overSampleLimit,
  sampleLimit,
  sampleLimitMessage,
  samplePrice,
  stockSkuOf,
  tileSkuOfSample,
} from './samples';

export interface AddRequest {
  sku: string;
  quantity: number;
  customPrice?: number;
}

/**
 * The cart sells whole boxes; quantities are checked with Magento's stock messages. `prefix` is what Magento's
 * quote-item mutations put before a fraction's message (addSimpleProductsToCart: "Could not add the product with SKU
 * … to the shopping cart: ", updateCartItems: "Could not update the product with SKU …: ").
 */
export function checkQuantity(quantity: number, prefix = ''): void {
  const problem = quantityProblem(quantity);
  if (!problem) return;
  throw inputError(isFraction(quantity) ? `${prefix}${problem.message}` : problem.message);
}

/** A quantity Magento's quote item refuses as a fraction of a box: below 1 or not whole. */
const isFraction = (quantity: number) => quantity > 0 && (quantity < 1 || !Number.isInteger(quantity));
export const addPrefix = (sku: string) => `Could not add the product with SKU ${sku} to the shopping cart: `;
export const updatePrefix = (sku: string) => `Could not update the product with SKU ${sku}: `;

/**
 * Magento's stock check for a product without decimal quantities (min sale qty 1): below 1 is "The fewest you may
 * purchase is 1.", a fraction above 1 is a decimal-quantity error. The code is addProductsToCart's user_errors code.
 */
export function quantityProblem(quantity: number): { message: string; code: 'INSUFFICIENT_STOCK' | 'UNDEFINED' } | null {
  if (!(quantity > 0)) return { message: 'Please enter a number greater than 0 in this field.', code: 'UNDEFINED' };
  if (quantity < 1) return { message: 'The fewest you may purchase is 1.', code: 'INSUFFICIENT_STOCK' };
  if (!Number.isInteger(quantity)) return { message: 'You cannot use decimal quantity for this product.', code: 'UNDEFINED' };
  if (quantity > MAX_QTY) return { message: LINE_TOO_LARGE, code: 'INSUFFICIENT_STOCK' };
  return null;
}

export interface CartUserError {
  message: string;
  code: 'PRODUCT_NOT_FOUND' | 'NOT_SALABLE' | 'INSUFFICIENT_STOCK' | 'UNDEFINED';
}

/**
 * Magento 2.4.7's addProductsToCart: each line is checked on its own; good lines are added, bad ones answer a
 * user error instead of failing the whole request.
 */
export function addProductsReportingErrors(db: Db, cart: CartRow, requests: AddRequest[]): CartUserError[] {
  const errors: CartUserError[] = [];
  const good: AddRequest[] = [];
  const limit = lineLimits(db, cart.id);
  requests.forEach((r) => {
    const product = lineProduct(r.sku);
    const problem = !product
      ? { message: `Could not find a product with SKU "${r.sku}"`, code: 'PRODUCT_NOT_FOUND' as const }
      : boxesInStock(db, stockSkuOf(product)) === 0
        ? { message: NOT_SALABLE, code: 'NOT_SALABLE' as const }
        : (quantityProblem(r.quantity) ?? limit(r.sku, r.quantity));
    if (problem) errors.push(problem);
    else good.push(r);
  });
  if (good.length)
    db.transaction(() => {
      for (const r of good) addItem(db, cart.id, r.sku, r.quantity);
    })();
  return errors;
}

/** A line's limits: a tile's boxes against the line maximum and the stock, a sample against the samples per order. */
function lineLimits(db: Db, cartId: number) {
  const boxes = overLineLimit(db, cartId);
  const samples = overSampleLimit(db, cartId);
  return (sku: string, quantity: number) => (tileSkuOfSample(sku) === null ? boxes(sku, quantity) : samples(sku, quantity));
}

export const pincodeError = (pincode: string) =>
  inputError(`"${pincode}" is not a valid pincode. Enter the 6-digit pincode of the delivery address.`);

/**
 * Adds every line or none. With a pincode (addSimpleProductsToCartCustomPrice) the cart is repriced for it and each
 * custom_price must equal the server's box price there — the client shows prices, it never sets them.
 */
export function addProducts(db: Db, cart: CartRow, requests: AddRequest[], pincode?: string, magentoWords = false): void {
  if (pincode !== undefined && !isPincode(pincode)) throw pincodeError(pincode);
  const limit = lineLimits(db, cart.id);
  for (const r of requests) {
    const product = lineProduct(r.sku);
    if (!product) throw notFound(`Could not find a product with SKU "${r.sku}"`);
    if (boxesInStock(db, stockSkuOf(product)) === 0) throw inputError(NOT_SALABLE);
    checkQuantity(r.quantity, magentoWords ? addPrefix(r.sku) : '');
    const tooLarge = limit(r.sku, r.quantity);
    if (tooLarge) throw inputError(tooLarge.message);
    if (r.customPrice !== undefined) {
      const expected = isSampleProduct(product) ? samplePrice() : boxPrice(product, pincode);
      if (!samePrice(r.customPrice, expected)) {
        throw inputError(
          `The price ${r.customPrice} for "${r.sku}" does not match the price for pincode ${pincode} (${expected.toFixed(2)}). Reload the price and try again.`,
        );
      }
    }
  }
  db.transaction(() => {
    if (pincode !== undefined) updateCart(db, cart.id, { pincode });
    for (const r of requests) addItem(db, cart.id, r.sku, r.quantity);
  })();
}

export interface ItemRef {
  cart_item_id?: number | null;
  cart_item_uid?: string | null;
}
const itemIdOf = (ref: ItemRef) => ref.cart_item_id ?? (ref.cart_item_uid ? itemIdFromUid(ref.cart_item_uid) : null);

export function removeCartItem(db: Db, cart: CartRow, ref: ItemRef): void {
  if (!ref.cart_item_id && !ref.cart_item_uid) throw inputError('Required parameter "cart_item_id" is missing.');
  const id = itemIdOf(ref);
  if (!id || !removeItem(db, cart.id, id)) throw notFound("The cart doesn't contain the item");
}

/** updateCartItems: quantity 0 (or less) removes the line, as in Magento; above the boxes in stock is refused. */
export function updateCartItems(db: Db, cart: CartRow, updates: (ItemRef & { quantity?: number | null })[]): void {
  if (!updates?.length) throw inputError('Required parameter "cart_items" is missing.');
  const lines = new Map(cartItems(db, cart.id).map((i) => [i.id, i.sku]));
  for (const u of updates) {
    // Magento's order: the request's own fields, then the item they name.
    if (!u.cart_item_id && !u.cart_item_uid) throw inputError('Required parameter "cart_item_id" for "cart_items" is missing.');
    if (u.quantity === undefined || u.quantity === null) throw inputError('Required parameter "quantity" for "cart_items" is missing.');
    const id = itemIdOf(u);
    if (!id || !lines.has(id)) throw notFound(`Could not find cart item with id: ${u.cart_item_id ?? u.cart_item_uid}.`);
    const sku = lines.get(id) as string;
    if (u.quantity > 0) checkQuantity(u.quantity, updatePrefix(sku));
    // Magento's quote item check after setQty: more boxes than the warehouse holds is refused, nothing saved.
    if (tileSkuOfSample(sku) === null && u.quantity > boxesInStock(db, sku)) throw inputError(QTY_NOT_AVAILABLE);
  }
  samplesAfterUpdate(db, cart, updates);
  db.transaction(() => {
    for (const u of updates) {
      const id = itemIdOf(u) as number;
      if ((u.quantity ?? 0) <= 0) removeItem(db, cart.id, id);
      else setItemQuantity(db, cart.id, id, u.quantity as number);
    }
  })();
}

/** The samples the cart would hold after the updates: over the limit, nothing is saved. */
function samplesAfterUpdate(db: Db, cart: CartRow, updates: (ItemRef & { quantity?: number | null })[]): void {
  const quantities = new Map(cartItems(db, cart.id).map((i) => [i.id, i]));
  const before = [...quantities.values()].filter((i) => tileSkuOfSample(i.sku) !== null).reduce((s, i) => s + i.quantity, 0);
  for (const u of updates) {
    const line = quantities.get(itemIdOf(u) as number);
    if (line) quantities.set(line.id, { ...line, quantity: Math.max(0, u.quantity ?? 0) });
  }
  const after = [...quantities.values()].filter((i) => tileSkuOfSample(i.sku) !== null).reduce((s, i) => s + i.quantity, 0);
  const limit = sampleLimit();
  if (after > limit && after > before) throw inputError(sampleLimitMessage(limit, before));
}

/**
 * mergeCarts: every guest line lands in the customer's cart (same SKU adds up, capped at MAX_QTY: a sign-in never
 * fails over a quantity, and a line above the maximum could not be ordered); the guest cart is then closed.
 */
export function mergeInto(db: Db, source: CartRow, destination: CartRow): void {
  if (source.id === destination.id) return;
  db.transaction(() => {
    const current = new Map(cartItems(db, destination.id).map((i) => [i.sku, i.quantity]));
    // Samples merge up to the samples an order may hold; the rest of the guest's samples are left behind.
    let sampleRoom = sampleLimit() - [...current].filter(([sku]) => tileSkuOfSample(sku) !== null).reduce((s, [, q]) => s + q, 0);
    for (const item of cartItems(db, source.id)) {
      const sample = tileSkuOfSample(item.sku) !== null;
      const room = Math.min(MAX_QTY - (current.get(item.sku) ?? 0), sample ? sampleRoom : MAX_QTY);
      if (room <= 0) continue;
      addItem(db, destination.id, item.sku, Math.min(item.quantity, room));
      if (sample) sampleRoom -= Math.min(item.quantity, room);
    }
    updateCart(db, destination.id, {
      pincode: destination.pincode ?? source.pincode,
      coupon_code: destination.coupon_code ?? source.coupon_code,
    });
    updateCart(db, source.id, { is_active: 0 });
  })();
}
