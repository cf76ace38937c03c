/**
 * The one catalogue of bus events: name → payload. Names are `<owner>:<past-tense fact>`
 * (or `<owner>:<thing>-requested` for requests the owner decides on).
 */
export type PopupName = 'locationPopup' | 'getInTouch' | 'tarrekImage' | 'timePopup';

export interface CartSummary {
  cartId: string | null;
  /** Number of line items (the badge figure). */
  itemCount: number;
  /** Grand total in the cart currency, when known. */
  grandTotal?: number;
  currency?: string;
}

export interface TilesEventMap {
  /** The cart changed (add, remove, update, merge, order placed). State-like: replayed to late subscribers. */
  'cart:changed': CartSummary & { reason: 'loaded' | 'added' | 'removed' | 'updated' | 'merged' | 'ordered' | 'reset' };
  /** Someone asks the cart team to open the mini cart. */
  'cart:open-requested': { source: string };
  /** The shopper signed in or out. State-like. */
  'customer:changed': { signedIn: boolean; firstname?: string };
  /** A lead (get in touch / callback / store visit) was filled. State-like. */
  'leads:form-filled': { at: string; source: string };
  /** Any remote asks the popup engine to open a popup; the engine decides. */
  'leads:popup-requested': { popup: PopupName; source: string };
  /** Any remote asks the popup engine to close a popup. */
  'leads:popup-close-requested': { popup: PopupName | 'all'; source: string };
  /** Outcomes of the popup engine. */
  'leads:popup-opened': { popup: PopupName };
  'leads:popup-closed': { popup: PopupName };
  'leads:popup-refused': { popup: PopupName; reason: 'form-filled' | 'another-open' | 'not-allowed-here' };
  /** Someone asks the leads team to open the callback form, optionally about one product. */
  'leads:callback-requested': { source: string; productName?: string; sku?: string };
  /** A search was submitted (text, voice or image). */
  'search:submitted': { query: string; kind: 'text' | 'voice' | 'image' };
}

export type TilesEventName = keyof TilesEventMap;

/** Events whose last value is replayed to subscribers that mount late. */
export const STATE_EVENTS: ReadonlySet<TilesEventName> = new Set<TilesEventName>(['cart:changed', 'customer:changed', 'leads:form-filled']);
