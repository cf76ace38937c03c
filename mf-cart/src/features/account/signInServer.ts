import { COOKIE_KEYS, currentLanguage, failureText, PATHS, presentItems, runOperation, unreadableAnswer } from '@tiles/shared';
import type { ModuleAction, ModuleLoader } from '@tiles/shared';
import { cartIdOfCookies } from '../cart-identity/cartCookie';
import { CUSTOMER_CART, CUSTOMER_NAME, MERGE_CARTS } from '../cart-identity/cartIdentity.gql';
import { SIGN_IN_HANDOFF_SECONDS, tokenOfCookies } from '../cart-identity/signInCookie';
import { formMessages } from '../forms/i18n/messages';
import { email } from '../forms/validation';
import { CUSTOMER_ORDERS } from '../order-history/orderHistory.gql';
import { GENERATE_TOKEN } from './account.gql';
import type { SignInPageState, SignedInFirstViewState } from './signInState';

/** Magento's sign-in page, drawn by the server with its form (it posts without scripts). */
export const loadSignInPage: ModuleLoader = () =>
  Promise.resolve({ data: { email: '', errors: {}, formError: null } satisfies SignInPageState });

/**
 * /account drawn signed in from the token the sign-in form's answer handed over (its cookie), until the page's code
 * takes it over: the greeting and the orders. Without the cookie the page stays the browser's (it holds the live
 * sign-in); a forged or expired token draws nothing either: the shopper is a guest, never an error.
 */
export const loadSignedInAccount: ModuleLoader = async ({ cookies }) => {
  const token = tokenOfCookies(cookies);
  if (!token) return null;
  const [who, orders] = await Promise.all([
    runOperation(CUSTOMER_NAME, {}, { token }),
    runOperation(CUSTOMER_ORDERS, { pageSize: 20 }, { token }),
  ]);
  const customer = who.data?.customer;
  if (!customer) return null;
  const data: SignedInFirstViewState = {
    customer,
    orders: presentItems(orders.data?.customer?.orders?.items),
    ordersError: orders.error ? failureText(orders.error) : null,
  };
  return { data };
};

/** A posted field as text: a missing one is empty. */
const field = (fields: Readonly<Record<string, string>>, name: string) => (typeof fields[name] === 'string' ? fields[name] : '');

/**
 * The sign-in form posted without scripts: the live form's checks and Magento's generateCustomerToken. Taken: the
 * guest cart the cookie names goes into the customer's cart (Magento's mergeCarts, as a live sign-in does), the token
 * is handed to the page in its short-lived cookie and the answer is 303 to /account. Refused: the page again with
 * Magento's one sentence and the typed address (never the password), 422.
 */
export const answerSignIn: ModuleAction = async ({ fields, cookies }) => {
  const t = await formMessages.load(currentLanguage().code);
  const address = field(fields, 'email').trim();
  const password = field(fields, 'password');
  const errors = { email: email(address, t), password: password ? undefined : t('passwordRequired') };
  const refused = (state: Omit<SignInPageState, 'email'>) => ({
    data: { ...state, email: address } satisfies SignInPageState,
    status: 422,
  });
  if (errors.email || errors.password) return refused({ errors, formError: null });
  const res = await runOperation(GENERATE_TOKEN, { email: address, password });
  const token = res.data?.generateCustomerToken?.token;
  if (res.error || !token) return refused({ errors: {}, formError: failureText(res.error ?? (await unreadableAnswer()).error) });
  const guestCart = cartIdOfCookies(cookies);
  if (guestCart) await mergeGuestCart(token, guestCart);
  const handed = { [COOKIE_KEYS.signIn]: { value: token, maxAge: SIGN_IN_HANDOFF_SECONDS } };
  return { redirect: PATHS.account, cookies: guestCart ? { ...handed, [COOKIE_KEYS.cart]: null } : handed };
};

/** The guest's cart into the customer's; a guest cart that is gone or ordered has nothing to merge (the sign-in stands). */
async function mergeGuestCart(token: string, source: string): Promise<void> {
  const mine = await runOperation(CUSTOMER_CART, {}, { token });
  const destination = mine.data?.customerCart.id;
  if (destination && destination !== source) await runOperation(MERGE_CARTS, { source, destination }, { token });
}
