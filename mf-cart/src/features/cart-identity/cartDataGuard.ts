import type { CartData, CartItem, MoneyValue } from './types';

/*
 * The stored cart (tiles:cart-data) is read before the server answers, so a corrupt or foreign value must never
 * reach a view: a cart item without its product once left /checkout/cart broken (a TypeError on sqft_per_box) even
 * after a reload. Everything a view reads is checked; a value that fails reads as "no stored cart" and the page
 * loads the cart from the server. Nullable fields may also be absent (a query that stops asking for one stays valid).
 */
type Guard = (v: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: unknown): v is string => typeof v === 'string';
const orNull =
  (guard: Guard): Guard =>
  (v) =>
    v === null || v === undefined || guard(v);
const listOf =
  (guard: Guard): Guard =>
  (v) =>
    Array.isArray(v) && v.every(guard);

const isMoney = (v: unknown): v is MoneyValue => isObject(v) && isFiniteNumber(v.value) && isText(v.currency);
const isDiscount: Guard = (v) => isObject(v) && isText(v.label) && isMoney(v.amount);

const isProduct: Guard = (v) =>
  isObject(v) &&
  isText(v.sku) &&
  isText(v.name) &&
  orNull(isText)(v.url_key) &&
  orNull((img) => isObject(img) && orNull(isText)(img.url) && orNull(isText)(img.label))(v.small_image) &&
  isObject(v.price_range) &&
  isObject(v.price_range.minimum_price) &&
  isMoney(v.price_range.minimum_price.regular_price) &&
  orNull(isFiniteNumber)(v.sqft_per_box) &&
  orNull(isText)(v.tile_size) &&
  orNull(isFiniteNumber)(v.price_per_box);

const isItemPrices: Guard = (v) =>
  isObject(v) &&
  isMoney(v.price) &&
  isMoney(v.row_total) &&
  orNull(isMoney)(v.total_item_discount) &&
  orNull(listOf(isDiscount))(v.discounts);

export const isCartItem = (v: unknown): v is CartItem =>
  isObject(v) &&
  isText(v.uid) &&
  v.uid !== '' &&
  isFiniteNumber(v.quantity) &&
  v.quantity > 0 &&
  orNull(isItemPrices)(v.prices) &&
  isProduct(v.product);

const isCartPrices: Guard = (v) =>
  isObject(v) && orNull(isMoney)(v.grand_total) && orNull(isMoney)(v.subtotal_including_tax) && orNull(listOf(isDiscount))(v.discounts);

export function isCartData(v: unknown): v is CartData {
  return (
    isObject(v) &&
    isText(v.id) &&
    v.id !== '' &&
    orNull(isText)(v.pincode) &&
    orNull(isText)(v.email) &&
    isFiniteNumber(v.total_quantity) &&
    orNull(listOf((c) => isObject(c) && isText(c.code)))(v.applied_coupons) &&
    orNull(isCartPrices)(v.prices) &&
    orNull(listOf((i) => i === null || isCartItem(i)))(v.items)
  );
}
