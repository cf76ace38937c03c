import type { TileProduct } from '../seed/products';
import type { Db } from '../store/db';
import { methodKey, shippingMethodsFor, type ShippingMethod } from '../checkout/shipping';
import { couponApplies, couponByCode, lineDiscounts, type Coupon } from './coupons';
import { boxPrice, round2 } from './pricing';
import { cartItems, type CartItemRow, type CartRow } from './repository';
import { isSampleProduct, lineProduct, samplePrice } from './samples';

/** GST is included in MRP; it is shown split out, never added. */
export const GST_RATE = 0.18;
export const GST_LABEL = 'GST 18% (included)';
const includedGst = (gross: number) => round2((gross * GST_RATE) / (1 + GST_RATE));

export interface Line {
  item: CartItemRow;
  product: TileProduct;
  price: number;
  rowTotal: number;
  discount: number;
}

export interface CartTotals {
  lines: Line[];
  subtotal: number;
  coupon: Coupon | null;
  discount: number;
  subtotalWithDiscount: number;
  tax: number;
  shippingMethods: ShippingMethod[];
  selectedShipping: ShippingMethod | null;
  grandTotal: number;
}

/** Every figure of a cart, from the catalogue and the cart's pincode at the moment of asking (prices are never stored). */
export function cartTotals(db: Db, cart: CartRow): CartTotals {
  const lines: Line[] = cartItems(db, cart.id).flatMap((item) => {
    const product = lineProduct(item.sku);
    if (!product) return [];
    // A sample costs the same everywhere; a box is priced for the cart's pincode.
    const price = isSampleProduct(product) ? samplePrice() : boxPrice(product, cart.pincode);
    return [{ item, product, price, rowTotal: round2(price * item.quantity), discount: 0 }];
  });
  const subtotal = round2(lines.reduce((s, l) => s + l.rowTotal, 0));
  const found = cart.coupon_code ? couponByCode(db, cart.coupon_code) : undefined;
  const coupon = found && couponApplies(found, subtotal) ? found : null;
  if (coupon)
    lineDiscounts(
      coupon,
      lines.map((l) => l.rowTotal),
    ).forEach((d, i) => {
      lines[i].discount = d;
    });
  const discount = round2(lines.reduce((s, l) => s + l.discount, 0));
  const subtotalWithDiscount = round2(subtotal - discount);
  const shippingMethods = cart.shipping_address ? shippingMethodsFor(shippingPincode(cart), subtotalWithDiscount) : [];
  const selectedShipping = shippingMethods.find((m) => methodKey(m) === cart.shipping_method) ?? null;
  return {
    lines,
    subtotal,
    coupon,
    discount,
    subtotalWithDiscount,
    tax: includedGst(subtotalWithDiscount),
    shippingMethods,
    selectedShipping,
    grandTotal: round2(subtotalWithDiscount + (selectedShipping?.amount ?? 0)),
  };
}

/** Freight follows the delivery address; the cart pincode stands in until an address is set. */
function shippingPincode(cart: CartRow): string | null {
  const address = cart.shipping_address ? (JSON.parse(cart.shipping_address) as { postcode?: string }) : null;
  return address?.postcode ?? cart.pincode;
}

export { includedGst };
