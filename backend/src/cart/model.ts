import type { StoreContext } from '../context';
import { toProductModel } from '../catalog/productModel';
import { mediaBase } from '../media/mediaBase';
import { PAYMENT_METHODS, paymentMethod } from '../checkout/payment';
import { customerById } from '../customer/repository';
import type { ShippingMethod } from '../checkout/shipping';
import { boxesInStock, NOT_SALABLE, QTY_NOT_AVAILABLE } from '../stock/stock';
import { itemUid } from './ids';
import { isSampleProduct, stockSkuOf } from './samples';
import { round2 } from './pricing';
import type { CartRow } from './repository';
import { cartTotals, GST_LABEL, includedGst, type Line } from './totals';

/**
 * Magento's line check as the cart is loaded: boxes sold to someone else since the line was added leave it
 * unavailable, with the quote's message (ITEM_QTY), until the shopper lowers it or removes it.
 */
function stockOfLine(ctx: StoreContext, l: Line) {
  const boxes = boxesInStock(ctx.db, stockSkuOf(l.product));
  // A sample takes no box: it can be sent while its tile has any.
  if (l.item.quantity <= boxes || (isSampleProduct(l.product) && boxes > 0))
    return { is_available: true, errors: null, not_available_message: null };
  const message = boxes === 0 ? NOT_SALABLE : QTY_NOT_AVAILABLE;
  // Magento 2.4.8 also gives the line's reason on its own (not_available_message).
  return { is_available: false, errors: [{ code: 'ITEM_QTY', message }], not_available_message: message };
}

export const money = (value: number) => ({ value: round2(value), currency: 'INR' });

const shippingModel = (m: ShippingMethod) => ({
  ...m,
  amount: money(m.amount),
  price_excl_tax: money(m.amount),
  price_incl_tax: money(m.amount),
});

/**
 * A cart in Magento's Cart shape. Prices are GST-inclusive MRP figures (how the store displays them):
 * price / row_total equal price_including_tax / row_total_including_tax; GST is reported in prices.applied_taxes.
 */
export function toCartModel(ctx: StoreContext, cart: CartRow) {
  const t = cartTotals(ctx.db, cart);
  const base = mediaBase(ctx);
  const couponRef = t.coupon ? { code: t.coupon.code } : null;
  const discountOf = (amount: number, appliedTo: 'ITEM' | 'SHIPPING') => ({
    amount: money(amount),
    applied_to: appliedTo,
    label: t.coupon?.label ?? '',
    coupon: couponRef,
  });
  const itemModel = (l: Line) => ({
    __typename: 'SimpleCartItem',
    id: String(l.item.id),
    uid: itemUid(l.item.id),
    quantity: l.item.quantity,
    ...stockOfLine(ctx, l),
    customizable_options: [],
    product: toProductModel(l.product, ctx.lang, base),
    prices: {
      price: money(l.price),
      price_including_tax: money(l.price),
      row_total: money(l.rowTotal),
      row_total_including_tax: money(l.rowTotal),
      // Magento 2.4.8: the price before cart rules; a coupon here is a discount beside it, never a new price.
      original_item_price: money(l.price),
      original_row_total: money(l.rowTotal),
      total_item_discount: money(l.discount),
      discounts: l.discount > 0 ? [discountOf(l.discount, 'ITEM')] : [],
      fixed_product_taxes: [],
    },
  });
  const items = t.lines.map(itemModel);
  const address = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : null);
  const shipping = address(cart.shipping_address);
  const billing = address(cart.billing_address);
  // Magento 2.4.7/2.4.8 address fields: the saved address it came from (id), its custom attributes (none kept here)
  // and, on the shipping address, whether the billing address is the same one.
  const ADDRESS_FIELDS = ['firstname', 'lastname', 'company', 'street', 'city', 'region', 'postcode', 'country', 'telephone'];
  const sameAddress = (a: Record<string, unknown> | null, b: Record<string, unknown> | null) =>
    !!a && !!b && ADDRESS_FIELDS.every((f) => JSON.stringify(a[f] ?? null) === JSON.stringify(b[f] ?? null));
  const addressFields = (a: Record<string, unknown>) => ({ ...a, id: a.id ?? null, custom_attributes: [] });
  const selectedPayment = paymentMethod(cart.payment_method);
  return {
    __cart: cart,
    id: cart.masked_id,
    pincode: cart.pincode,
    // A customer's cart carries the account email, as in Magento.
    email: cart.email ?? (cart.customer_id !== null ? (customerById(ctx.db, cart.customer_id)?.email ?? null) : null),
    is_virtual: false,
    total_quantity: t.lines.reduce((s, l) => s + l.item.quantity, 0),
    items,
    itemsV2: ({ pageSize = 20, currentPage = 1 }: { pageSize?: number; currentPage?: number }) => ({
      items: items.slice((currentPage - 1) * pageSize, currentPage * pageSize),
      total_count: items.length,
      page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.max(1, Math.ceil(items.length / pageSize)) },
    }),
    applied_coupons: couponRef ? [couponRef] : null,
    applied_coupon: couponRef,
    prices: {
      grand_total: money(t.grandTotal),
      grand_total_excluding_tax: money(t.grandTotal - t.tax),
      subtotal_including_tax: money(t.subtotal),
      subtotal_excluding_tax: money(t.subtotal - includedGst(t.subtotal)),
      subtotal_with_discount_excluding_tax: money(t.subtotalWithDiscount - t.tax),
      applied_taxes: t.subtotal > 0 ? [{ label: GST_LABEL, amount: money(t.tax) }] : [],
      discounts: t.discount > 0 ? [discountOf(t.discount, 'ITEM')] : null,
      discount: t.discount > 0 ? { amount: money(t.discount), label: [t.coupon?.label ?? ''] } : null,
    },
    shipping_addresses: shipping
      ? [
          {
            ...addressFields(shipping),
            __typename: 'ShippingCartAddress',
            same_as_billing: sameAddress(shipping, billing),
            available_shipping_methods: t.shippingMethods.map((m) => ({ ...shippingModel(m), available: true, error_message: '' })),
            selected_shipping_method: t.selectedShipping ? shippingModel(t.selectedShipping) : null,
            cart_items_v2: items,
            cart_items: t.lines.map((l) => ({ cart_item_id: l.item.id, quantity: l.item.quantity })),
          },
        ]
      : [],
    billing_address: billing ? { ...addressFields(billing), __typename: 'BillingCartAddress' } : null,
    available_payment_methods: PAYMENT_METHODS.map((m) => ({ ...m })),
    // Magento answers an empty method (not null) until one is set.
    selected_payment_method: { code: selectedPayment?.code ?? '', title: selectedPayment?.title ?? '', purchase_order_number: null },
  };
}

export type CartModel = ReturnType<typeof toCartModel>;
