import type { StoreFailure } from '../i18n/store-errors/storeErrors';

/** No answer at all: offline, the store down, a timeout, an abort (or the client's own code could not load). */
export const UNREACHABLE: StoreFailure = { message: 'We could not reach the store. Check your connection and try again.', network: true };
/** An answer without the data asked for (a maintenance page, or a payload Magento left null). */
export const UNREADABLE_ANSWER: StoreFailure = { message: 'The store sent an answer this page could not read.', network: true };
