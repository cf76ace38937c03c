import remotesJson from './remote-list.json';
import type { ReactNode } from 'react';

/**
 * Props of every exposed module, keyed by `<federation name>/<exposed name>`.
 * A remote's `exposes/` files are typed against these; the shell renders them through RemoteSlot.
 * Remotes never import each other: where one page shows another team's part (the cart's
 * "Add to cart" on a catalogue card), the shell passes a render prop.
 */
export interface AddToCartProps {
  sku: string;
  name: string;
  /** Square feet covered by one box, for area → boxes conversion. */
  sqftPerBox: number;
  /**
   * The quantity contract between the catalogue and the cart: the boxes "Add to cart" adds. On a product page the
   * catalogue team's area calculator passes its result here (the page has one calculator, the catalogue's; the
   * button has no quantity input of its own); a listing card leaves it out, which adds 1 box.
   */
  boxes?: number;
  /** Product page: a full-width button that says what it will add (boxes and the area they cover); cards are compact. */
  withQuantity?: boolean;
}

export interface CallbackButtonProps {
  /** The product the shopper asks about, when asked from a product page. */
  productName?: string;
  sku?: string;
  variant?: 'header' | 'inline';
}

export interface SlotRenderers {
  renderAddToCart: (props: AddToCartProps) => ReactNode;
  renderCallbackButton: (props: CallbackButtonProps) => ReactNode;
  renderSearchBox: () => ReactNode;
  renderCategorySlider: () => ReactNode;
}

export interface HeaderProps {
  searchSlot: ReactNode;
  cartSlot: ReactNode;
  callbackSlot: ReactNode;
}

export type EmptyProps = Record<string, never>;

export interface CatalogPageProps {
  slots: SlotRenderers;
}

export interface SearchPageProps {
  slots: Pick<SlotRenderers, 'renderAddToCart'>;
}

export interface RemoteModules {
  'mf_header/Header': HeaderProps;
  'mf_header/CategorySlider': EmptyProps;
  'mf_cart/MiniCart': EmptyProps;
  'mf_cart/AddToCart': AddToCartProps;
  'mf_cart/CartPage': EmptyProps;
  'mf_cart/AccountPage': EmptyProps;
  'mf_cart/CheckoutPage': EmptyProps;
  'mf_leads/CallbackButton': CallbackButtonProps;
  'mf_leads/PopupHost': EmptyProps;
  'mf_leads/StoreLocatorPage': EmptyProps;
  'mf_leads/ContactPage': EmptyProps;
  'mf_leads/ProjectQuotePage': EmptyProps;
  'mf_leads/NewsletterSignup': EmptyProps;
  'mf_search/SearchBox': EmptyProps;
  'mf_search/SearchResultsPage': SearchPageProps;
  'mf_search/VisualSearchPage': SearchPageProps;
  'mf_catalog/HomePage': CatalogPageProps;
  'mf_catalog/CatalogRoute': CatalogPageProps;
  'mf_catalog/VisualiserPage': CatalogPageProps;
}

export type RemoteModuleId = keyof RemoteModules;
export type RemoteName = RemoteModuleId extends `${infer R}/${string}` ? R : never;

/** Federation names, and the workspace folder each builds from: the one list of remotes (remote-list.json). */
export const REMOTE_FOLDERS: Readonly<Record<RemoteName, string>> = remotesJson.remotes;
