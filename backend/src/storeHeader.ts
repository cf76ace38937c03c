import type { Plugin } from 'graphql-yoga';
import { magentoError } from './errors';
import type { StoreContext } from './context';

/** The store views this backend serves (the Store header); README "Backend". */
export const STORE_CODES = ['default', 'hi', 'ta'] as const;

/**
 * Magento's StoreValidator: a Store header naming no store view is refused before anything runs, instead of quietly
 * answering in the default language.
 */
export function useStoreHeader(): Plugin<StoreContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const code = (args.contextValue as StoreContext).storeCode;
      if ((STORE_CODES as readonly string[]).includes(code)) return;
      setResultAndStopExecution({ errors: [magentoError(`Requested store is not found ("${code}")`, 'graphql-input')] });
    },
  };
}
