import { GraphQLError } from 'graphql';

/** Magento's error categories (extensions.category). */
export type MagentoCategory = 'graphql-input' | 'graphql-authorization' | 'graphql-no-such-entity' | 'graphql-already-exists' | 'graphql-authentication';

export function magentoError(message: string, category: MagentoCategory): GraphQLError {
  return new GraphQLError(message, { extensions: { category } });
}

export const inputError = (message: string) => magentoError(message, 'graphql-input');
export const notFound = (message: string) => magentoError(message, 'graphql-no-such-entity');
export const authorizationError = (message: string) => magentoError(message, 'graphql-authorization');
