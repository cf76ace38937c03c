import type { StoreContext } from '../context';
import { estimateProductDelivery, estimateShippingMethods, estimateTotals } from '../checkout/estimates';

type Input = { input: Parameters<typeof estimateTotals>[1] };

/** Delivery cost and totals for a pincode before the shopper gives an address. */
export const estimateResolvers = {
  Query: {
    estimateProductDelivery: (_: unknown, args: Parameters<typeof estimateProductDelivery>[0]) => estimateProductDelivery(args),
  },
  Mutation: {
    estimateShippingMethods: (_: unknown, { input }: Input, ctx: StoreContext) => estimateShippingMethods(ctx, input),
    estimateTotals: (_: unknown, { input }: Input, ctx: StoreContext) => estimateTotals(ctx, input),
  },
};
