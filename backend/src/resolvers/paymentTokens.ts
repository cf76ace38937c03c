import type { StoreContext } from '../context';
import { authorizationError, notFound } from '../errors';
import { currentCustomerId } from '../customer/session';

/**
 * Magento's Vault: a customer's stored cards and accounts. This store takes cash on delivery and bank transfers and
 * stores no payment method, so a signed-in customer's list is empty and there is nothing to delete; a guest is
 * refused, as Magento refuses one.
 */
const customerOnly = (ctx: StoreContext) => {
  if (currentCustomerId(ctx) === null) throw authorizationError("The current customer isn't authorized.");
};

export const paymentTokenResolvers = {
  Query: {
    customerPaymentTokens: (_: unknown, __: unknown, ctx: StoreContext) => {
      customerOnly(ctx);
      return { items: [] };
    },
  },
  Mutation: {
    deletePaymentToken: (_: unknown, { public_hash }: { public_hash: string }, ctx: StoreContext) => {
      customerOnly(ctx);
      throw notFound(`Could not find a token using public hash: ${public_hash}`);
    },
  },
};
