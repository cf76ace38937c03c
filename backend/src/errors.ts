import { GraphQLError } from 'graphql';

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
