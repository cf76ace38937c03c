import { randomBytes } from 'node:crypto';
import type { StoreContext } from '../context';
import { money } from '../cart/model';
import { updateCart, type CartRow } from '../cart/repository';
import type { CartTotals } from '../cart/totals';
import { paymentMethod } from './payment';

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
}

/** Converts the cart into an order (Magento's increment id format, 9 digits) and closes the cart, in one transaction. */
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
    const insertItem = db.prepare(
      'INSERT INTO order_items (order_id, sku, name, quantity, unit_price, row_total, discount) VALUES (?, ?, ?, ?, ?, ?, ?)',
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

/** Magento's CustomerOrder shape (the fields an order confirmation reads). */
export function toOrderModel(ctx: StoreContext, order: OrderRow) {
  const data = JSON.parse(order.data) as OrderData;
  const items = ctx.db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(order.id) as OrderItemRow[];
  const orderAddress = (a: Record<string, unknown>) => {
    const region = a.region as { label: string; region_id: number };
    return { ...a, region: region.label, region_id: String(region.region_id), country_code: 'IN' };
  };
  return {
    id: Buffer.from(String(order.id)).toString('base64'),
    number: order.number,
    order_number: order.number,
    increment_id: order.number,
    order_date: order.created_at,
    created_at: order.created_at,
    status: 'Pending',
    email: order.email,
    token: order.token,
    grand_total: data.totals.grand_total,
    applied_coupons: data.coupon ? [{ code: data.coupon }] : [],
    carrier: data.shipping.carrier_title,
    shipping_method: `${data.shipping.carrier_title} - ${data.shipping.method_title}`,
    shipping_address: orderAddress(data.shipping_address),
    billing_address: orderAddress(data.billing_address),
    payment_methods: [{ name: data.payment.title, type: data.payment.code, additional_data: [] }],
    items: items.map((i) => ({
      __typename: 'OrderItem',
      id: Buffer.from(String(i.id)).toString('base64'),
      product_name: i.name,
      product_sku: i.sku,
      product_type: 'simple',
      status: 'Ordered',
      product_sale_price: money(i.unit_price),
      quantity_ordered: i.quantity,
      discounts: [],
    })),
    total: {
      subtotal: money(data.totals.subtotal),
      discounts:
        data.totals.discount > 0 ? [{ amount: money(data.totals.discount), label: data.totals.discount_label, applied_to: 'ITEM' }] : [],
      total_tax: money(data.totals.tax),
      taxes: [{ amount: money(data.totals.tax), title: 'GST 18% (included)', rate: 18 }],
      grand_total: money(data.totals.grand_total),
      base_grand_total: money(data.totals.grand_total),
      total_shipping: money(data.totals.shipping),
      shipping_handling: {
        total_amount: money(data.totals.shipping),
        amount_including_tax: money(data.totals.shipping),
        amount_excluding_tax: money(data.totals.shipping),
      },
    },
    invoices: [],
    shipments: [],
    credit_memos: [],
    comments: [],
  };
}
