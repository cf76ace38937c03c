import type { StoreContext } from '../context';
import { cancelOrder } from '../orders/cancel';
import { reorderItems } from '../orders/reorder';
import { confirmCancelOrder, requestGuestOrderCancel } from '../orders/guestCancel';

/** After the order: cancel (signed in, or a guest by the mailed key), order again. */
export const orderResolvers = {
  Mutation: {
    cancelOrder: (_: unknown, { input }: { input: { order_id: string; reason: string } }, ctx: StoreContext) => cancelOrder(ctx, input),
    reorderItems: (_: unknown, { orderNumber }: { orderNumber: string }, ctx: StoreContext) => reorderItems(ctx, orderNumber),
    requestGuestOrderCancel: (_: unknown, { input }: { input: { token: string; reason: string } }, ctx: StoreContext) =>
      requestGuestOrderCancel(ctx, input),
    confirmCancelOrder: (_: unknown, { input }: { input: { order_id: string; confirmation_key: string } }, ctx: StoreContext) =>
      confirmCancelOrder(ctx, input),
  },
  ShipmentItemInterface: { __resolveType: () => 'ShipmentItem' },
  InvoiceItemInterface: { __resolveType: () => 'InvoiceItem' },
};
