import { currentLanguage } from '../locale';
import { defineMessages, type Translate } from '../messages';
import en from './i18n/en.json';

/**
 * What a shopper reads when the store refuses or fails a request. The store (Magento) answers in English whatever
 * the page language, so the client maps its answers to this catalogue: by the store's wording for the cases a
 * shopper can act on, then by Magento's error category (`extensions.category`). In the shared package, so every
 * team's failures read the same; its Hindi and Tamil join each bundle's `messages-hi` / `messages-ta` chunk.
 * Pages load this module through shopperText.ts (a chunk of its own, fetched when idle or at the first failure).
 */
export const storeErrorMessages = defineMessages(en, {
  hi: () => import(/* webpackChunkName: "messages-hi" */ './i18n/hi.json'),
  ta: () => import(/* webpackChunkName: "messages-ta" */ './i18n/ta.json'),
});
export type StoreErrorId = keyof typeof en;

/** What the store said of a failed request: all this catalogue reads (the GraphQL client's failure extends it). */
export interface StoreFailure {
  /** The store's own wording (English): for logic that tells failures apart, and for logs. */
  message: string;
  /** The HTTP status when the store answered without GraphQL (5xx, a proxy's page). */
  status?: number;
  /** Magento's error category (extensions.category), e.g. graphql-authorization. */
  category?: string;
  /** True when the server was never reached or answered without GraphQL (offline, 5xx, timeout). */
  network: boolean;
}

/** Magento 2.4.7's wording (and this store's additions) for the failures a shopper can do something about. */
const KNOWN: [RegExp, StoreErrorId][] = [
  [/account sign-in was incorrect/i, 'signInFailed'],
  [/customer isn't authorized|cannot perform operations on cart|allowed for logged in customer/i, 'signInAgain'],
  [/same email address already exists/i, 'emailTaken'],
  [/we can't save the customer/i, 'emailNotSaved'],
  [/too many e-mail changes/i, 'emailChangesTooOften'],
  [/not a valid email|invalid email|email is invalid|email address has an invalid format/i, 'emailInvalid'],
  [/invalid login or password/i, 'passwordWrong'],
  [/account is locked/i, 'accountLocked'],
  [/password token is (mismatched|expired)/i, 'resetLinkRefused'],
  [/too many (requests for )?password reset/i, 'resetTooOften'],
  [/password can't be the same as the email/i, 'passwordIsEmail'],
  [/minimum length of this field|minimum of different classes of characters in password/i, 'passwordWeak'],
  [/"(first|last) name" length must be equal or less than/i, 'nameTooLong'],
  [/(first|middle|last) name is not valid/i, 'nameInvalid'],
  [/couldn't locate an order/i, 'orderNotFound'],
  [/please login to view the order/i, 'orderNeedsSignIn'],
  [/too many order look-ups/i, 'lookUpsTooOften'],
  [/not a valid mobile/i, 'mobileInvalid'],
  [/not a valid pincode/i, 'pincodeInvalid'],
  [/coupon code isn't valid/i, 'couponInvalid'],
  [/coupon is already applied/i, 'couponAlreadyApplied'],
  // The contact form and the newsletter sign-up (ContactUs and Newsletter modules, and this store's limits).
  [/email address is invalid|enter a valid email address/i, 'emailInvalid'],
  [/specify an email address to subscribe/i, 'newsletterEmailRequired'],
  [/email address is already subscribed/i, 'alreadySubscribed'],
  [/guests can not subscribe/i, 'newsletterGuests'],
  [/cannot create a newsletter subscription/i, 'newsletterRefused'],
  [/too many subscription requests/i, 'subscribeTooOften'],
  [/^(name|comment) field is required/i, 'fieldRequired'],
  [/^"name" length must be equal or less than/i, 'contactNameTooLong'],
  [/^"phone number" length must be equal or less than/i, 'phoneTooLong'],
  [/^"comment" length must be equal or less than/i, 'messageTooLong'],
  [/too many messages from your connection/i, 'contactTooOften'],
  [/cart does not contain products|can't be set for an empty cart/i, 'cartEmpty'],
  [/could not find a cart with id|cart isn't active/i, 'cartGone'],
  [/could not find cart item|cart doesn't contain the item/i, 'itemGone'],
  [/could not find a product with sku/i, 'productGone'],
  // A shortage: more boxes than the warehouse holds, a tile out of stock, or sold out before the order was placed.
  [/requested qty is not available/i, 'qtyNotAvailable'],
  [/product that you are trying to add is not available/i, 'notSalable'],
  [/order can have at most \d+ samples/i, 'sampleLimit'],
  [/not all of your products are available in the requested quantity/i, 'orderShort'],
  [/shipping address is missing|shipping address has not been set/i, 'shippingAddressMissing'],
  [/payment method is not available/i, 'paymentUnavailable'],
  [/default (billing|shipping) address and can not be deleted/i, 'addressInUse'],
  [/is required\. enter and try again|required parameters are missing/i, 'fieldRequired'],
];

const BY_CATEGORY: Record<string, StoreErrorId> = {
  'graphql-authentication': 'signInFailed',
  'graphql-authorization': 'signInAgain',
  'graphql-input': 'checkDetails',
  'graphql-no-such-entity': 'notFound',
  'graphql-already-exists': 'checkDetails',
};

/**
 * The catalogue id for a failure, or null when only the category is known: English pages then keep the store's
 * own (English, often more specific) sentence, Hindi and Tamil pages read the category's general message.
 */
export function storeErrorId(failure: StoreFailure): StoreErrorId | null {
  if (failure.network)
    return failure.status === undefined ? 'unreachable' : failure.status >= 500 || failure.status === 429 ? 'busy' : 'unreadable';
  return KNOWN.find(([pattern]) => pattern.test(failure.message))?.[1] ?? null;
}

export function storeErrorText(t: Translate<StoreErrorId>, failure: StoreFailure): string {
  const id = storeErrorId(failure);
  if (id) return t(id);
  if (t.language === 'en') return failure.message;
  return t(BY_CATEGORY[failure.category ?? ''] ?? 'general');
}

/** The shopper's sentence for a failure in the page language (English if the language's strings cannot load). */
export async function shopperText(failure: StoreFailure): Promise<string> {
  const t = await storeErrorMessages.load(currentLanguage().code).catch(() => storeErrorMessages.load('en'));
  return storeErrorText(t, failure);
}
