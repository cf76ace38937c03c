import type { StoreContext } from '../context';
import { subscribeEmail } from '../newsletter/subscribe';
import { isCustomerSubscribed } from '../newsletter/subscribers';

export const newsletterResolvers = {
  Mutation: {
    subscribeEmailToNewsletter: (_: unknown, { email }: { email: string }, ctx: StoreContext) => subscribeEmail(ctx, email),
  },
  Customer: {
    is_subscribed: (c: { __id: number; is_subscribed: boolean }, _: unknown, ctx: StoreContext) =>
      isCustomerSubscribed(ctx.db, c.__id, c.is_subscribed),
  },
};
