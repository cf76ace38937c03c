import { MAX_QTY } from '../cart/quantityLimit';
import { updateCart, type CartRow } from '../cart/repository';
import type { CartTotals } from '../cart/totals';
import type { Db } from '../store/db';
import { isSampleProduct, sampleLimit, sampleLimitMessage } from '../cart/samples';
import { telephoneProblem } from './addresses';

/**
 * Money and quantities are checked again where they are committed: every earlier mutation can be
 * replayed, raced or sent out of order, so placeOrder trusts none of them. Each check answers a message the
 * shopper can act on, or null.
 */
export function orderProblem(db: Db, cart: CartRow, totals: CartTotals): string | null {
  return (
    addressProblem(cart) ?? pincodeProblem(cart) ?? quantityProblem(totals) ?? samplesProblem(totals) ?? couponProblem(db, cart, totals)
  );
}

/**
 * A cart address may hold a placeholder telephone (the cart page's estimate); an order needs a mobile number on
 * both addresses: the carrier calls it before delivering boxes that need a hand at the door.
 */
function addressProblem(cart: CartRow): string | null {
  const parse = (json: string | null) => (json ? (JSON.parse(json) as { telephone?: string }) : null);
  return telephoneProblem(parse(cart.shipping_address)) ?? telephoneProblem(parse(cart.billing_address));
}

/**
 * The items are priced for the cart's pincode and the freight for the address: both must be the same place, or
 * a cart re-priced for a cheaper zone would ship to a dearer one at the cheaper price.
 */
function pincodeProblem(cart: CartRow): string | null {
  const postcode = cart.shipping_address ? (JSON.parse(cart.shipping_address) as { postcode?: string }).postcode : undefined;
  if (!postcode || postcode === cart.pincode) return null;
  return (
    `The cart is priced for pincode ${cart.pincode ?? '(none)'} but the shipping address is in ${postcode}. ` +
    'Set the shipping address again (the cart is then priced for it) and place the order.'
  );
}

function quantityProblem(totals: CartTotals): string | null {
  const line = totals.lines.find((l) => l.item.quantity > MAX_QTY);
  return line
    ? `The requested qty exceeds the maximum qty allowed in shopping cart: "${line.product.sku}" has ${line.item.quantity}, at most ${MAX_QTY}.`
    : null;
}

/** More samples than an order may hold (the limit lowered since they were added): the shopper removes some first. */
function samplesProblem(totals: CartTotals): string | null {
  const samples = totals.lines.filter((l) => isSampleProduct(l.product)).reduce((s, l) => s + l.item.quantity, 0);
  const limit = sampleLimit();
  return samples > limit ? sampleLimitMessage(limit, samples) : null;
}

/**
 * A coupon that no longer applies (withdrawn, or the subtotal fell below its minimum) is removed and the order is
 * refused once, so the shopper sees the total without it before being charged it.
 */
function couponProblem(db: Db, cart: CartRow, totals: CartTotals): string | null {
  if (!cart.coupon_code || totals.coupon) return null;
  updateCart(db, cart.id, { coupon_code: null });
  return `The coupon code "${cart.coupon_code}" no longer applies to this cart and has been removed. Check the new total and place the order again.`;
}
