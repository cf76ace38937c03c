import { randomBytes } from 'node:crypto';
import type { StoreContext } from '../context';
import { money } from '../cart/model';
import { updateCart, type CartRow } from '../cart/repository';
import type { CartTotals } from '../cart/totals';
import { paymentMethod } from './payment';
import { takeStock } from '../stock/stock';
import { isSampleProduct } from '../cart/samples';
import { CARRIERS } from '../orders/carriers';
import { ORDER_STATUSES, isOrderStatus, orderHistory, orderShipments, type OrderStatus } from '../orders/progress';
import { orderCancellationEnabled } from '../orders/cancellationSettings';
import { includedGst } from '../cart/totals';

interface OrderData {
  shipping_address: Record<string, unknown>;
  billing_address: Record<string, unknown>;
  shipping: { carrier_code: string; method_code: string; carrier_title: string; method_title: string; amount: number };
  payment: { code: string; title: string };
  coupon: string | null;
  totals: { subtotal: number; discount: number; discount_label: string; tax: number; shipping: number; grand_total: number };
}

export interface OrderRow {
  id: number;
  number: string;
  email: string;
  status: string;
  token: string;
  data: string;
  created_at: string;
  customer_id: number | null;
  store_view: string | null;
}

/**
 * Converts the cart into an order (Magento's increment id format, 9 digits), takes its boxes from stock and closes the
 * cart, in one transaction: a shortage (StockShortage) writes nothing.
 */
export function createOrder(ctx: StoreContext, cart: CartRow, email: string, t: CartTotals): OrderRow {
  const shippingAddress = JSON.parse(cart.shipping_address as string) as Record<string, unknown>;
  const data: OrderData = {
    shipping_address: shippingAddress,
    billing_address: cart.billing_address ? (JSON.parse(cart.billing_address) as Record<string, unknown>) : shippingAddress,
    shipping: t.selectedShipping as OrderData['shipping'],
    payment: paymentMethod(cart.payment_method) as OrderData['payment'],
    coupon: t.coupon?.code ?? null,
    totals: {
      subtotal: t.subtotal,
      discount: t.discount,
      discount_label: t.coupon?.label ?? '',
      tax: t.tax,
      shipping: t.selectedShipping?.amount ?? 0,
      grand_total: t.grandTotal,
    },
  };
  const { db } = ctx;
  return db.transaction(() => {
    const next = ((db.prepare('SELECT MAX(id) AS id FROM orders').get() as { id: number | null }).id ?? 0) + 1;
    const number = String(next).padStart(9, '0');
    db.prepare('INSERT INTO orders (id, number, cart_id, customer_id, email, token, data) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      next,
      number,
      cart.id,
      cart.customer_id,
      email,
      randomBytes(24).toString('base64url'),
      JSON.stringify(data),
    );
    db.prepare('UPDATE orders SET store_view = ? WHERE id = ?').run(ctx.lang, next);
    db.prepare('INSERT INTO order_status_history (order_id, status) VALUES (?, ?)').run(next, 'pending');
    const insertItem = db.prepare(
      'INSERT INTO order_items (order_id, sku, name, quantity, unit_price, row_total, discount) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    takeStock(
      db,
      // A sample is a cut piece: it takes no box from the tile's stock.
      t.lines.filter((l) => !isSampleProduct(l.product)).map((l) => ({ sku: l.product.sku, quantity: l.item.quantity })),
    );
    for (const l of t.lines)
      insertItem.run(next, l.product.sku, l.product.name[ctx.lang], l.item.quantity, l.price, l.rowTotal, l.discount);
    updateCart(db, cart.id, { is_active: 0 });
    return db.prepare('SELECT * FROM orders WHERE id = ?').get(next) as OrderRow;
  })();
}

interface OrderItemRow {
  id: number;
  sku: string;
  name: string;
  quantity: number;
  unit_price: number;
  row_total: number;
  discount: number;
}

const uid = (id: number) => Buffer.from(String(id)).toString('base64');

/** Magento's CustomerOrder shape (the fields an order confirmation and the order page read). */
export function toOrderModel(ctx: StoreContext, order: OrderRow) {
  const data = JSON.parse(order.data) as OrderData;
  const items = ctx.db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(order.id) as OrderItemRow[];
  const status: OrderStatus = isOrderStatus(order.status) ? order.status : 'pending';
  const orderAddress = (a: Record<string, unknown>) => {
    const region = a.region as { label: string; region_id: number };
    return { ...a, region: region.label, region_id: String(region.region_id), country_code: 'IN' };
  };
  const orderItems = items.map((i) => ({
    __typename: 'OrderItem',
    id: uid(i.id),
    product_name: i.name,
    product_sku: i.sku,
    product_type: 'simple',
    status: status === 'canceled' ? 'Canceled' : status === 'pending' ? 'Ordered' : status === 'processing' ? 'Invoiced' : 'Shipped',
    product_sale_price: money(i.unit_price),
    quantity_ordered: i.quantity,
    quantity_canceled: status === 'canceled' ? i.quantity : 0,
    quantity_shipped: status === 'shipped' || status === 'delivered' ? i.quantity : 0,
    discounts: [],
    // Magento 2.4.8's line prices; the store's prices include GST, so with and without "including tax" agree.
    prices: {
      price: money(i.unit_price),
      price_including_tax: money(i.unit_price),
      row_total: money(i.unit_price * i.quantity),
      row_total_including_tax: money(i.unit_price * i.quantity),
      original_price: money(i.unit_price),
      original_price_including_tax: money(i.unit_price),
      original_row_total: money(i.unit_price * i.quantity),
      original_row_total_including_tax: money(i.unit_price * i.quantity),
      total_item_discount: money(0),
      discounts: [],
      fixed_product_taxes: [],
    },
  }));
  const total = {
    subtotal: money(data.totals.subtotal),
    discounts:
      data.totals.discount > 0 ? [{ amount: money(data.totals.discount), label: data.totals.discount_label, applied_to: 'ITEM' }] : [],
    total_tax: money(data.totals.tax),
    taxes: [{ amount: money(data.totals.tax), title: 'GST 18% (included)', rate: 18 }],
    grand_total: money(data.totals.grand_total),
    base_grand_total: money(data.totals.grand_total),
    total_shipping: money(data.totals.shipping),
    // Magento 2.4.8: GST is included in every price, so "excluding" takes the included GST out.
    subtotal_incl_tax: money(data.totals.subtotal),
    subtotal_excl_tax: money(data.totals.subtotal - includedGst(data.totals.subtotal)),
    grand_total_excl_tax: money(data.totals.grand_total - data.totals.tax),
    shipping_handling: {
      total_amount: money(data.totals.shipping),
      amount_including_tax: money(data.totals.shipping),
      amount_excluding_tax: money(data.totals.shipping),
    },
  };
  const history = orderHistory(ctx.db, order.id);
  // Cash on delivery: the order is invoiced in full when it is packed (processing) and stays invoiced from then on.
  const invoiced = status === 'processing' || status === 'shipped' || status === 'delivered';
  return {
    id: uid(order.id),
    number: order.number,
    order_number: order.number,
    increment_id: order.number,
    order_date: order.created_at,
    created_at: order.created_at,
    status: ORDER_STATUSES[status],
    status_code: status,
    // Magento 2.4.8: what the shopper may do now. Reordering needs an account (reorderItems); cancelling, an order
    // not yet shipped in a store that allows it. Returns are Adobe Commerce's.
    available_actions: [
      ...(order.customer_id !== null ? ['REORDER'] : []),
      ...(orderCancellationEnabled() && (status === 'pending' || status === 'processing') ? ['CANCEL'] : []),
    ],
    is_virtual: false,
    gift_message: null,
    order_status_change_date: history.at(-1)?.created_at ?? order.created_at,
    status_history: history.map((h) => ({
      status: h.status,
      label: ORDER_STATUSES[h.status],
      comment: h.comment,
      changed_at: h.created_at,
    })),
    email: order.email,
    token: order.token,
    grand_total: data.totals.grand_total,
    applied_coupons: data.coupon ? [{ code: data.coupon }] : [],
    carrier: data.shipping.carrier_title,
    shipping_method: `${data.shipping.carrier_title} - ${data.shipping.method_title}`,
    shipping_address: orderAddress(data.shipping_address),
    billing_address: orderAddress(data.billing_address),
    payment_methods: [{ name: data.payment.title, type: data.payment.code, additional_data: [] }],
    items: orderItems,
    total,
    invoices: invoiced
      ? [
          {
            id: uid(order.id),
            number: order.number,
            total: { ...total, base_grand_total: total.grand_total },
            items: orderItems.map((i) => ({
              __typename: 'InvoiceItem',
              id: i.id,
              order_item: i,
              product_name: i.product_name,
              product_sku: i.product_sku,
              product_sale_price: i.product_sale_price,
              quantity_invoiced: i.quantity_ordered,
              discounts: [],
            })),
            comments: [],
          },
        ]
      : [],
    shipments: orderShipments(ctx.db, order.id).map((s) => ({
      id: uid(s.id),
      number: String(s.id).padStart(9, '0'),
      tracking: [
        {
          title: CARRIERS[s.carrier].title,
          carrier: s.carrier,
          number: s.tracking_number,
          tracking_url: CARRIERS[s.carrier].track(s.tracking_number),
        },
      ],
      items: orderItems.map((i) => ({
        __typename: 'ShipmentItem',
        id: i.id,
        order_item: i,
        product_name: i.product_name,
        product_sku: i.product_sku,
        product_sale_price: i.product_sale_price,
        quantity_shipped: i.quantity_ordered,
      })),
      comments: [],
    })),
    credit_memos: [],
    comments: history
      .filter((h) => h.comment)
      .map((h) => ({ message: `${ORDER_STATUSES[h.status]}: ${h.comment}`, timestamp: h.created_at })),
  };
}
