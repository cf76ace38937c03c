/** Browser storage and cookie names, namespaced so remotes never collide. */
export const LOCAL_KEYS = {
  userToken: 'tiles:user-token',
  cartId: 'tiles:cart-id',
  cartData: 'tiles:cart-data',
  leadFilled: 'tiles:lead-filled',
  promoClosed: 'tiles:promo-closed',
  locationSkip: 'tiles:location-skip',
  popupDay: 'tiles:popup-day',
  leadOutbox: 'tiles:lead-outbox',
  /** mf-catalog: SKUs of the products the shopper opened, newest first (the room view offers them). */
  recentlyViewed: 'tiles:recently-viewed',
  formStorage: 'form-storage',
} as const;

export const SESSION_KEYS = {
  storeStorage: 'store-storage',
  /** mf-cart: the removal notice carried over the reload on /checkout/cart and /checkout. */
  cartNotice: 'tiles:cart-notice',
  /** mf-cart: how many lines of a guest's cart were merged into the customer's at sign-in, until the cart says so once. */
  cartMerged: 'tiles:cart-merged',
  /** mf-search: the shopper's photo handed from the search box to /visual-search (survives a reload). */
  visualSearchImage: 'tiles:visual-search-image',
} as const;

export const COOKIE_KEYS = {
  pincode: 'pincode',
  /** A guest's cart id, for the server too: a form posted without scripts adds to the same cart (mf-cart). */
  cart: 'tiles_cart',
  /**
   * A customer's token the server's sign-in form (posted without scripts) hands to the page: the server reads it to
   * draw the account signed in until the page's code takes it into its own storage and clears it (mf-cart).
   */
  signIn: 'tiles_signin',
} as const;
