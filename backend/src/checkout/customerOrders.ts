import type { StoreContext } from '../context';
import { inputError } from '../errors';
import { toOrderModel, type OrderRow } from './orders';

interface OrdersArgs {
  filter?: { number?: { eq?: string | null; in?: (string | null)[] | null; match?: string | null } | null } | null;
  currentPage?: number;
  pageSize?: number;
}

/** Magento's Customer.orders: newest first, filtered by order number, paged (20 a page by default). */
export function customerOrders(ctx: StoreContext, customerId: number, args: OrdersArgs) {
  const pageSize = args.pageSize ?? 20;
  const currentPage = args.currentPage ?? 1;
  if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
  if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
  const n = args.filter?.number;
  const wanted = [n?.eq, ...(n?.in ?? [])].filter((v): v is string => !!v);
  let rows = ctx.db.prepare('SELECT * FROM orders WHERE customer_id = ? ORDER BY id DESC').all(customerId) as OrderRow[];
  // Magento 2.4.8: the customer's first order, whatever the filter and page.
  const first = rows.at(-1)?.created_at ?? null;
  if (wanted.length) rows = rows.filter((o) => wanted.includes(o.number));
  if (n?.match) rows = rows.filter((o) => o.number.includes(n.match as string));
  return {
    total_count: rows.length,
    date_of_first_order: first,
    items: rows.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((o) => toOrderModel(ctx, o)),
    page_info: { page_size: pageSize, current_page: currentPage, total_pages: Math.max(1, Math.ceil(rows.length / pageSize)) },
  };
}
