import type { RemoteModuleId } from '../contracts/remotes';

/**
 * The controls a shopper reaches for first (issue 16): the search box, the mini cart and "Add to cart". Their code
 * is hinted in the server's HTML with the header's and the page's (shell/server/preload.ts), and the browser
 * requests and starts them as soon as the app starts, side by side with the header and the page, when the server's
 * view holds their slot (shell/src/bootstrap.tsx), rather than once the slot around them has gone live.
 */
export const CONTROLS = ['mf_search/SearchBox', 'mf_cart/MiniCart', 'mf_cart/AddToCart'] as const satisfies readonly RemoteModuleId[];

/** The async chunks (by webpack chunk name) a module imports as it starts: hinted with it (the header's mount waits for its menu). */
export const LOADED_WITH: Partial<Record<RemoteModuleId, string[]>> = { 'mf_header/Header': ['mega-menu'] };
