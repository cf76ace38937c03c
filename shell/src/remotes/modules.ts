import type { RemoteModuleId } from '@tiles/shared/src/contracts/remotes';

/**
 * The parts the shell places around and inside the pages, named by the part each plays: the one place the shell writes
 * module ids (the header and the controls in it, the footer's sign-up, the popups, the parts other teams' pages show).
 * Pages are not listed: each page's module names its own routes (its handle).
 */
export const MODULES = {
  header: 'mf_header/Header',
  categorySlider: 'mf_header/CategorySlider',
  searchBox: 'mf_search/SearchBox',
  miniCart: 'mf_cart/MiniCart',
  addToCart: 'mf_cart/AddToCart',
  callbackButton: 'mf_leads/CallbackButton',
  newsletter: 'mf_leads/NewsletterSignup',
  popups: 'mf_leads/PopupHost',
} as const satisfies Record<string, RemoteModuleId>;
