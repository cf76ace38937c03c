import { accountResolvers } from './account';
import { wishlistResolvers } from './wishlist';
import { newsletterResolvers } from './newsletter';
import { contactResolvers } from './contact';
import { guestOrderResolvers } from './guestOrder';
import { orderResolvers } from './orders';
import { estimateResolvers } from './estimates';
import { cartResolvers } from './cart';
import { catalogResolvers } from './catalog';
import { checkoutResolvers } from './checkout';
import { cmsResolvers } from './cms';
import { customerResolvers } from './customer';
import { storeResolvers } from './store';
import { paymentTokenResolvers } from './paymentTokens';
import { magentoModuleResolvers } from './magentoModules';
import { magentoDefaultResolvers } from './magentoDefaults';
import { magentoClientResolvers } from './magentoClients';

type ResolverMap = Record<string, Record<string, unknown>>;

/** Each domain owns its resolvers; root types (Query, Mutation, …) are merged field by field. */
export function mergeResolvers(...maps: ResolverMap[]): ResolverMap {
  const merged: ResolverMap = {};
  for (const map of maps) for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  return merged;
}

export const resolvers = mergeResolvers(
  magentoDefaultResolvers,
  storeResolvers,
  catalogResolvers,
  cmsResolvers,
  cartResolvers,
  customerResolvers,
  checkoutResolvers,
  paymentTokenResolvers,
  magentoModuleResolvers,
  accountResolvers,
  wishlistResolvers,
  newsletterResolvers,
  contactResolvers,
  guestOrderResolvers,
  orderResolvers,
  estimateResolvers,
  magentoClientResolvers,
);
