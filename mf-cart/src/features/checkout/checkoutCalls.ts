import { runOperation, type AnyDocument, type GraphQLResult, type ResultOf, type VariablesOf } from '@tiles/shared';
import { withCart } from '../cart-identity/cartSession';

/**
 * A checkout call on the visitor's cart (cart id and token added; auth and stale-cart rules of withCart apply).
 * Result and variables types come from the document; only `cartId` is filled in here.
 */
export function onCart<D extends AnyDocument>(
  document: D,
  variables?: Omit<VariablesOf<D>, 'cartId'>,
): Promise<GraphQLResult<ResultOf<D>>> {
  return withCart((ctx) => runOperation<AnyDocument>(document, { ...variables, cartId: ctx.cartId }, { token: ctx.token }));
}
