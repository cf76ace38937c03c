import { runOperation, type GraphQLResult } from '@tiles/shared';
import { withCart } from '../cart-identity/cartSession';

/** A checkout call on the visitor's cart (cart id and token added; auth and stale-cart rules of withCart apply). */
export function onCart<T>(document: string, variables: Record<string, unknown> = {}): Promise<GraphQLResult<T>> {
  return withCart((ctx) => runOperation<T>(document, { ...variables, cartId: ctx.cartId }, { token: ctx.token }));
}
