/** Shapes of the Magento answers the cart views read (MfCartFields). */
export interface MoneyValue {
  value: number;
  currency: string;
}

export interface CartDiscount {
  label: string;
  amount: MoneyValue;
}

export interface CartProduct {
  sku: string;
  name: string;
  url_key: string | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: { minimum_price: { regular_price: MoneyValue } };
  sqft_per_box: number | null;
  tile_size: string | null;
  price_per_box: number | null;
}

export interface CartItem {
  uid: string;
  quantity: number;
  prices: {
    price: MoneyValue;
    row_total: MoneyValue;
    total_item_discount: MoneyValue | null;
    discounts: CartDiscount[] | null;
  } | null;
  product: CartProduct;
}

export interface CartData {
  id: string;
  pincode: string | null;
  email: string | null;
  total_quantity: number;
  applied_coupons: { code: string }[] | null;
  prices: {
    grand_total: MoneyValue | null;
    subtotal_including_tax: MoneyValue | null;
    discounts: CartDiscount[] | null;
  } | null;
  items: (CartItem | null)[] | null;
}

export type CartChangeReason = 'loaded' | 'added' | 'removed' | 'updated' | 'merged' | 'ordered' | 'reset';

export const cartItems = (cart: CartData | null): CartItem[] =>
  (cart?.items ?? []).filter((i): i is CartItem => i !== null);

/** Checked in depth before any view reads a stored cart (cartDataGuard.ts). */
export { isCartData } from './cartDataGuard';
