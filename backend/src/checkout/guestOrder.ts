import type { StoreContext } from '../context';
import { authorizationError, inputError, notFound } from '../errors';
import { createRateLimiter, rateSetting } from '../leads/rateLimit';
import { waitText } from '../customer/waitText';
import { toOrderModel, type OrderRow } from './orders';

/** `TILES_GUEST_ORDER_LIMIT=<count>/<seconds>`: order look-ups per client, default 10 in 10 minutes. */
export const guestOrderLimitFromEnv = (env: NodeJS.ProcessEnv = process.env) =>
  rateSetting('TILES_GUEST_ORDER_LIMIT', { max: 10, windowMs: 600_000 }, env);

const limit = guestOrderLimitFromEnv();
const perClient = createRateLimiter(limit.max, limit.windowMs);

const cannotLocate = () => notFound("We couldn't locate an order with the information provided.");

interface CustomerOrderRow extends OrderRow {
  customer_id: number | null;
}

/** Every look-up counts, found or not: guessing order numbers, e-mails or pincodes costs the guesser's time. */
function countLookUp(ctx: StoreContext): void {
  const wait = perClient.hit(ctx.client);
  if (wait) throw inputError(`Too many order look-ups from your connection. Please wait ${waitText(wait)} and try again.`);
}

/** A guest's order only: a customer's order is read signed in (Magento's "Please login to view the order."). */
function guestOnly(ctx: StoreContext, order: CustomerOrderRow) {
  if (order.customer_id !== null) throw authorizationError('Please login to view the order.');
  return toOrderModel(ctx, order);
}

/** 2.4.7's OrderInformationInput (billing postcode) or 2.4.8's GuestOrderInformationInput (billing last name). */
interface OrderInformationInput {
  number?: string | null;
  email?: string | null;
  postcode?: string | null;
  lastname?: string | null;
}

const sameText = (a: string | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.toLowerCase();

/**
 * guestOrder: the order number, the e-mail and the billing postcode (Magento 2.4.7's OrderInformationInput) or the
 * billing last name (2.4.8's GuestOrderInformationInput). Any field that does not match, and a customer's order,
 * answers the one message and nothing of the order.
 */
export function guestOrder(ctx: StoreContext, input: OrderInformationInput) {
  countLookUp(ctx);
  const [number, email, postcode, lastname] = [input.number, input.email, input.postcode, input.lastname].map((v) => v?.trim() ?? '');
  if (!number || !email || (!postcode && !lastname)) throw cannotLocate();
  const order = ctx.db.prepare('SELECT * FROM orders WHERE number = ?').get(number) as CustomerOrderRow | undefined;
  if (!order) throw cannotLocate();
  const billing = (JSON.parse(order.data) as { billing_address: { postcode?: string; lastname?: string } }).billing_address;
  const billingMatches = postcode ? billing.postcode === postcode : sameText(billing.lastname, lastname);
  // A customer's order answers as a mismatch too: Magento's "Please login to view the order." would tell anyone who
  // tries sequential order numbers with an address and pincode (or name) that this address has an account.
  if (!billingMatches || order.email.toLowerCase() !== email.toLowerCase() || order.customer_id !== null) throw cannotLocate();
  return toOrderModel(ctx, order);
}

/**
 * guestOrderByToken: the token an order confirmation carries (CustomerOrder.token) stands for all three fields; only
 * the order's own shopper holds it, so a customer's order keeps Magento's "Please login to view the order.".
 */
export function guestOrderByToken(ctx: StoreContext, token: string | null | undefined) {
  countLookUp(ctx);
  const order = token ? (ctx.db.prepare('SELECT * FROM orders WHERE token = ?').get(token) as CustomerOrderRow | undefined) : undefined;
  if (!order) throw cannotLocate();
  return guestOnly(ctx, order);
}
