import type { StoreContext } from '../context';
import type { OrderRow } from '../checkout/orders';
import { productBySku } from '../catalog/repository';
import { storefrontOriginFor } from '../customer/resetMail';
import { sendMail } from '../mail/outbox';
import { mailSettingsFromEnv } from '../mail/settings';
import { langFromStoreCode } from '../context';
import { ORDER_MAIL_TEXT } from './orderMailText';
import { CARRIERS } from './carriers';
import { orderShipments } from './progress';
import { isSampleSku } from '../cart/samples';

interface OrderData {
  shipping_address: {
    firstname?: string;
    lastname?: string;
    street?: string[];
    city?: string;
    postcode?: string;
    telephone?: string;
    region?: { label?: string };
  };
  totals: { subtotal: number; discount: number; tax: number; shipping: number; grand_total: number };
}

const LOCALE = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' } as const;

/**
 * The order's own page: a customer's at Magento's path (signed in to read it), a guest's by the order's token
 * (Magento's guestOrderByToken), which stands for number, e-mail and pincode together.
 */
export function orderLink(origin: string, order: Pick<OrderRow, 'id' | 'customer_id' | 'token'>): string {
  return order.customer_id !== null
    ? `${origin}/sales/order/view/order_id/${order.id}/`
    : `${origin}/sales/guest/view/?token=${encodeURIComponent(order.token)}`;
}

/** Text the shopper typed (names, street, city) sits indented, so it never starts a line in the store's own voice. */
const quoted = (value: unknown) =>
  `  ${String(value ?? '')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .trim()}`;

/** The order in the mail: its lines (boxes and sq.ft), totals with GST and the delivery address. */
function orderSummary(ctx: StoreContext, order: OrderRow, lang: keyof typeof LOCALE): string[] {
  const t = ORDER_MAIL_TEXT[lang];
  const rupees = new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'INR' });
  const data = JSON.parse(order.data) as OrderData;
  const items = ctx.db.prepare('SELECT sku, name, quantity, row_total FROM order_items WHERE order_id = ? ORDER BY id').all(order.id) as {
    sku: string;
    name: string;
    quantity: number;
    row_total: number;
  }[];
  const lines = items.map((i) => {
    if (isSampleSku(i.sku)) return `- ${i.name} (${i.sku}): ${t.samples(i.quantity)}, ${rupees.format(i.row_total)}`;
    const perBox = productBySku(i.sku)?.sqftPerBox;
    const sqft = perBox ? new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: 2 }).format(perBox * i.quantity) : '';
    return `- ${i.name} (${i.sku}): ${t.boxes(i.quantity, sqft)}, ${rupees.format(i.row_total)}`;
  });
  const a = data.shipping_address;
  const totals = data.totals;
  return [
    `${t.items}:`,
    ...lines,
    '',
    `${t.subtotal}: ${rupees.format(totals.subtotal)}`,
    ...(totals.discount > 0 ? [`${t.discount}: -${rupees.format(totals.discount)}`] : []),
    `${t.shipping}: ${rupees.format(totals.shipping)}`,
    `${t.total}: ${rupees.format(totals.grand_total)} (${t.gst(rupees.format(totals.tax))})`,
    '',
    `${t.deliverTo}:`,
    quoted(`${a.firstname ?? ''} ${a.lastname ?? ''}`),
    ...(a.street ?? []).map(quoted),
    quoted(`${a.city ?? ''}, ${a.region?.label ?? ''} ${a.postcode ?? ''}`),
    quoted(a.telephone),
  ];
}

export type OrderMailKind = 'placed' | 'shipped' | 'canceled';

/** An order mail to the order's address, in the language of the store view it was placed in. */
export function sendOrderMail(ctx: StoreContext, order: OrderRow, kind: OrderMailKind): void {
  const lang = langFromStoreCode(order.store_view ?? ctx.lang);
  const t = ORDER_MAIL_TEXT[lang];
  const settings = mailSettingsFromEnv();
  const link = orderLink(storefrontOriginFor(settings.storefrontUrl, lang), order);
  const tracking =
    kind === 'shipped'
      ? orderShipments(ctx.db, order.id).map(
          (s) => `  ${CARRIERS[s.carrier].title} ${s.tracking_number}: ${CARRIERS[s.carrier].track(s.tracking_number)}`,
        )
      : [];
  const text = [
    t.greeting,
    '',
    t[kind](order.number),
    ...tracking,
    '',
    ...orderSummary(ctx, order, lang),
    '',
    t.view,
    link,
    '',
    t.ignore,
    '',
    t.thanks,
    '',
  ];
  sendMail({ to: order.email, kind: 'order-update', subject: t.subject[kind](order.number), text: text.join('\n') }, settings);
}

/** The guest's confirmation link: the order page with the key, where a button (not the link itself) cancels. */
export function sendCancelRequestMail(ctx: StoreContext, order: OrderRow, key: string): void {
  const lang = langFromStoreCode(order.store_view ?? ctx.lang);
  const t = ORDER_MAIL_TEXT[lang];
  const settings = mailSettingsFromEnv();
  const link = `${orderLink(storefrontOriginFor(settings.storefrontUrl, lang), order)}&confirm_cancel=${encodeURIComponent(key)}`;
  const text = [t.greeting, '', t.cancelRequest(order.number), link, '', t.cancelLink, '', t.thanks, ''];
  sendMail({ to: order.email, kind: 'order-cancel-link', subject: t.subject.cancelRequest(order.number), text: text.join('\n') }, settings);
}
