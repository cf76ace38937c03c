import type { StoreContext } from '../context';
import { toCartModel } from '../cart/model';
import { addProductsReportingErrors } from '../cart/operations';
import { activeCustomerCart } from '../cart/repository';
import { requireCustomer } from '../customer/requireCustomer';
import { inputError } from '../errors';
import { orderByNumber } from './findOrder';

/**
 * Magento's reorderItems: the order's tiles, box for box, go into the customer's cart; a line that can no longer be
 * bought answers a user error (PRODUCT_NOT_FOUND, INSUFFICIENT_STOCK …) at `orderNumber` and the rest are added.
 */
export function reorderItems(ctx: StoreContext, orderNumber: string) {
  const customer = requireCustomer(ctx);
  const order = orderByNumber(ctx.db, String(orderNumber ?? ''));
  if (!order || order.customer_id !== customer.id) throw inputError(`Order number "${orderNumber}" doesn't belong to the current customer`);
  const lines = ctx.db.prepare('SELECT sku, quantity FROM order_items WHERE order_id = ? ORDER BY id').all(order.id) as {
    sku: string;
    quantity: number;
  }[];
  const cart = activeCustomerCart(ctx.db, customer.id);
  const errors = addProductsReportingErrors(ctx.db, cart, lines);
  return {
    cart: toCartModel(ctx, cart),
    userInputErrors: errors.map((e) => ({ ...e, path: ['orderNumber'] })),
  };
}
