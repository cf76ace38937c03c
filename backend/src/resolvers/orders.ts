import type { StoreContext } from '../context';
import { cancelOrder } from '../orders/cancel';
import { reorderItems } from '../orders/reorder';

/** After the order: cancel (signed in), order again. */
export const orderResolvers = {
  Mutation: {
    cancelOrder: (_: unknown, { input }: { input: { order_id: string; reason: string } }, ctx: StoreContext) => cancelOrder(ctx, input),
    reorderItems: (_: unknown, { orderNumber }: { orderNumber: string }, ctx: StoreContext) => reorderItems(ctx, orderNumber),
  },
  ShipmentItemInterface: { __resolveType: () => 'ShipmentItem' },
  InvoiceItemInterface: { __resolveType: () => 'InvoiceItem' },
};
