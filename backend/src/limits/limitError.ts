import { inputError } from '../errors';

/** A request refused by a GraphQL limit: Magento's input category, so clients show it as the caller's mistake. */
export const limitError = (message: string) => inputError(message);
