import type { StoreContext } from '../context';
import { customerIdForToken } from './tokens';

const resolved = new WeakMap<StoreContext, number | null>();

/**
 * The signed-in customer's id for this request, or null for a guest. As in Magento, an unknown, revoked or expired
 * token makes the request a guest one; customer-only operations then answer with their authorization errors.
 */
export function currentCustomerId(ctx: StoreContext): number | null {
  if (!resolved.has(ctx)) resolved.set(ctx, ctx.token ? customerIdForToken(ctx.db, ctx.token) : null);
  return resolved.get(ctx) ?? null;
}
