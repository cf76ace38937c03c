import type { StoreContext } from '../context';
import { guestOrder, guestOrderByToken } from '../checkout/guestOrder';

export const guestOrderResolvers = {
  Query: {
    guestOrder: (
      _: unknown,
      { input }: { input: { number: string; email: string; postcode?: string; lastname?: string } },
      ctx: StoreContext,
    ) => guestOrder(ctx, input),
    guestOrderByToken: (_: unknown, { input }: { input: { token: string } }, ctx: StoreContext) => guestOrderByToken(ctx, input?.token),
  },
};
