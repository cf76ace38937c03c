import { GraphQLError } from 'graphql';
import { inspect } from 'node:util';
import { escapeControls } from './text/controls';

/** Magento's error categories (extensions.category). */
export type MagentoCategory =
  'graphql-input' | 'graphql-authorization' | 'graphql-no-such-entity' | 'graphql-already-exists' | 'graphql-authentication';

export function magentoError(message: string, category: MagentoCategory): GraphQLError {
  return new GraphQLError(message, { extensions: { category } });
}

export const inputError = (message: string) => magentoError(message, 'graphql-input');
export const notFound = (message: string) => magentoError(message, 'graphql-no-such-entity');
export const authorizationError = (message: string) => magentoError(message, 'graphql-authorization');

/** Magento 2.4.7's text for an empty or absent cart_id (every cart operation). */
export const CART_ID_MISSING = 'Required parameter "cart_id" is missing.';
export const requireCartId = (input: { cart_id?: string | null } | null | undefined): string => {
  if (!input?.cart_id) throw inputError(CART_ID_MISSING);
  return input.cart_id;
};

/** What a shopper sees for a fault of ours: Magento's own wording in production mode. */
export const INTERNAL_ERROR = 'Internal server error';

/**
 * Yoga's maskError. Shopper-facing errors pass through: anything with a Magento category, and GraphQL's own request
 * errors (syntax, validation, variable coercion). Anything else — a thrown Error, a non-null field a resolver left
 * null — is an internal fault: logged, and answered as a GraphQLError that keeps its path and locations. It must be a
 * GraphQLError: a plain Error serialises as `{}` (its message is not an own enumerable property), an error without a
 * message that no client can show.
 */
export function maskError(err: unknown, message = INTERNAL_ERROR): Error {
  const original = (err as { originalError?: unknown }).originalError;
  const categoryOf = (e: unknown) => (e as { extensions?: { category?: string } } | undefined)?.extensions?.category;
  if (categoryOf(err) || categoryOf(original)) return err as Error;
  const isGraphQLError = (e: unknown): e is GraphQLError => e instanceof Error && e.name === 'GraphQLError';
  if (isGraphQLError(err) && (!original || isGraphQLError(original))) return err;
  // A fault's message may quote what a request sent: its controls are logged as text, never run in a terminal.
  console.error(escapeControls(inspect(original ?? err), true));
  const located = isGraphQLError(err) ? err : undefined;
  return new GraphQLError(message || INTERNAL_ERROR, {
    nodes: located?.nodes,
    path: located?.path,
    extensions: { category: 'internal' },
  });
}
