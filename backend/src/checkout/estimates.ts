import type { StoreContext } from '../context';
import { getCartForUser } from '../cart/access';
import { toCartModel } from '../cart/model';
import { productBySku } from '../catalog/repository';
import { boxPrice, isPincode, round2, zoneFor } from '../cart/pricing';
import { checkQuantity, pincodeError } from '../cart/operations';
import { cartTotals } from '../cart/totals';
import { notFound, requireCartId } from '../errors';
import { methodKey, shippingMethodsFor } from './shipping';

interface EstimateInput {
  cart_id?: string | null;
  address?: { country_code?: string | null; postcode?: string | null } | null;
  shipping_method?: { carrier_code: string; method_code: string } | null;
}

/**
 * Islands tiles cannot reach by road (Andaman and Nicobar 744xxx, Lakshadweep 68255x): the store does not deliver
 * there, and an estimate says so before the shopper pays.
 */
const UNSERVED = /^(744|68255)/;

export const isServedPincode = (pincode: string) => isPincode(pincode) && !UNSERVED.test(pincode);

/**
 * The cart as it would be delivered to the address: prices and freight of that pincode's zone, the shipping method
 * when given. Nothing is saved: the cart keeps its own pincode and address.
 */
function cartAt(ctx: StoreContext, input: EstimateInput) {
  const cart = getCartForUser(ctx, requireCartId(input));
  const postcode = String(input.address?.postcode ?? '').trim();
  const country = String(input.address?.country_code ?? '').toUpperCase();
  const served = country === 'IN' && isServedPincode(postcode);
  const method = input.shipping_method ? methodKey(input.shipping_method) : null;
  // The cart's own address (if any) at the estimate's pincode, so the totals take that zone's prices and freight.
  const address = { ...(cart.shipping_address ? (JSON.parse(cart.shipping_address) as object) : {}), postcode };
  const estimated = served ? { ...cart, pincode: postcode, shipping_address: JSON.stringify(address), shipping_method: method } : null;
  return { cart, estimated };
}

/** estimateShippingMethods (Magento 2.4.7): what delivery to the address costs; none where the store does not deliver. */
export function estimateShippingMethods(ctx: StoreContext, input: EstimateInput) {
  const { estimated } = cartAt(ctx, input);
  if (!estimated) return [];
  return cartTotals(ctx.db, estimated).shippingMethods.map((m) => {
    const amount = { value: round2(m.amount), currency: 'INR' };
    return { ...m, amount, base_amount: amount, price_excl_tax: amount, price_incl_tax: amount, available: true, error_message: null };
  });
}

/** estimateTotals (Magento 2.4.7): the cart's totals delivered to the address (with the method, when chosen). */
export function estimateTotals(ctx: StoreContext, input: EstimateInput) {
  const { cart, estimated } = cartAt(ctx, input);
  const model = toCartModel(ctx, estimated ?? cart);
  // A cart without an address has none after an estimate either: the estimate's is only a pincode.
  return { cart: cart.shipping_address ? model : { ...model, shipping_addresses: [] } };
}

/**
 * Extension: what delivering boxes of one tile to a pincode costs and takes, before it is in a cart (a product page
 * asks with the calculator's boxes). The cart's own rules: the zone's box price, the same carriers as
 * estimateShippingMethods (free delivery from the same subtotal), none where the store does not deliver.
 */
export function estimateProductDelivery(args: { sku: string; quantity: number; pincode: string }) {
  const product = productBySku(String(args.sku ?? ''));
  if (!product) throw notFound(`Could not find a product with SKU "${args.sku}"`);
  const pincode = String(args.pincode ?? '').trim();
  if (!isPincode(pincode)) throw pincodeError(pincode);
  checkQuantity(args.quantity);
  const subtotal = round2(boxPrice(product, pincode) * args.quantity);
  const served = isServedPincode(pincode);
  const [daysMin, daysMax] = zoneFor(pincode).days;
  const methods = served
    ? shippingMethodsFor(pincode, subtotal).map((m) => ({
        ...m,
        amount: { value: round2(m.amount), currency: 'INR' },
        delivery_days_min: daysMin,
        delivery_days_max: daysMax,
      }))
    : [];
  return { pincode, serviceable: served, quantity: args.quantity, subtotal: { value: subtotal, currency: 'INR' }, methods };
}
