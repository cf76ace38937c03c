import type { Db } from './store/db';
import type { Lang } from './seed/taxonomy';

export interface StoreContext {
  db: Db;
  /** From the Store header: default, hi or ta. */
  lang: Lang;
  storeCode: string;
  /** Bearer token as sent; resolved to a customer by the customer domain. */
  token: string | null;
  /** The shopper's address (behind a trusted proxy, the one it forwarded): what per-client limits count. */
  client: string;
}

export function langFromStoreCode(code: string | null | undefined): Lang {
  return code === 'hi' || code === 'ta' ? code : 'en';
}
