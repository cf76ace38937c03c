/** Every route the storefront owns, written once. */
export const PATHS = {
  home: '/',
  account: '/account',
  /** Magento's storefront paths, which mails and shoppers' bookmarks from other Magento stores use. */
  customerAccount: '/customer/account',
  resetPassword: '/customer/account/createPassword/',
  /** Magento's sign-in page: the sign-in form (also on /account) posts here, answered without scripts. */
  signIn: '/customer/account/login',
  /** Magento's reset-link request page (its form, also on /account, posts here without scripts). */
  forgotPassword: '/customer/account/forgotpassword',
  /** Where Magento's footer newsletter form posts: the footer's sign-up does too, without scripts. */
  newsletterSubscribe: '/newsletter/subscriber/new/',
  salesGuest: '/sales/guest',
  guestOrder: '/sales/guest/form',
  /** A guest's order by the token its mails carry (`?token=`). */
  guestOrderByToken: '/sales/guest/view/',
  /** A customer's order pages (`/sales/order/view/order_id/<id>/`, Magento's), linked from order mails. */
  salesOrder: '/sales/order',
  storeLocator: '/store-locator',
  checkout: '/checkout',
  cart: '/checkout/cart',
  orderSuccess: '/checkout/success',
  tiles: '/tiles',
  searchResults: '/catalogsearch/result/',
  visualSearch: '/visual-search',
  visualiser: '/visualiser',
  inspectionDoc: '/inspection-doc',
  exportsProject: '/exports-project',
  contact: '/contact',
  /** Builders' and contractors' quote request (tiles with quantities, the site); `?sku=` pre-fills a tile. */
  projectQuote: '/project-quote',
  wishlist: '/wishlist',
} as const;

export const searchResultsUrl = (query: string): string => `${PATHS.searchResults}?q=${encodeURIComponent(query.trim())}`;

export const isListingPath = (pathname: string): boolean => pathname === PATHS.tiles || pathname.startsWith(`${PATHS.tiles}/`);

export const isExportPath = (pathname: string): boolean =>
  pathname === PATHS.exportsProject || pathname.startsWith(`${PATHS.exportsProject}/`);

/** Query parameters that are a page's secret (the mailed reset link's token): the page's own address carries them once. */
const SECRET_PARAMS: Record<string, readonly string[]> = {
  [PATHS.resetPassword.replace(/\/$/, '').toLowerCase()]: ['token'],
  // A guest's order page keeps its token (the language switch still shows the order) but never the one-use
  // cancellation key.
  [PATHS.guestOrderByToken.replace(/\/$/, '').toLowerCase()]: ['confirm_cancel'],
};

/**
 * `search` without the page's secrets, for every link that points at the page it is on (the language switch,
 * `hreflang` alternates, a form's way back): a reset page showed its token 11 times, each one more place to leak it.
 */
export function shareableSearch(pathname: string, search: string): string {
  const secret = SECRET_PARAMS[pathname.replace(/\/+$/, '').toLowerCase()];
  if (!secret || !search) return search;
  const params = new URLSearchParams(search);
  if (!secret.some((name) => params.has(name))) return search;
  secret.forEach((name) => params.delete(name));
  const query = params.toString();
  return query ? `?${query}` : '';
}
