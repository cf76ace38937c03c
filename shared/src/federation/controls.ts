import type { RemoteModuleId } from '../contracts/remotes';

/**
 * The controls a shopper reaches for first (issue 16): the search box, the mini cart and "Add to cart". Their code
 * is hinted in the server's HTML with the header's and the page's (shell/server/preload.ts), and the browser
 * requests and starts them as soon as the app starts, side by side with the header and the page, when the server's
 * view holds their slot (shell/src/bootstrap.tsx), rather than once the slot around them has gone live.
 */
export const CONTROLS = ['mf_search/SearchBox', 'mf_cart/MiniCart', 'mf_cart/AddToCart'] as const satisfies readonly RemoteModuleId[];

/**
 * The header's two controls, one of each on a page and small: when their code is here they go live in the task
 * right after the header's commit (an ordinary update from a passive effect, ~0.1 s after the header at 4x CPU),
 * not in a transition behind the page's (~0.2 s), so the search box and the cart button work almost as soon as the
 * header does. Inside the header's commit (a layout effect's update) it was at once, but made that commit one
 * ~150-180 ms task at 4x CPU (Lighthouse TBT on home 28 -> 84 ms). The cards' "Add to cart" (one per card) follow in
 * a transition; an early click on one is added without it (earlyAdds.ts).
 */
export const LIVE_WITH_HEADER = ['mf_search/SearchBox', 'mf_cart/MiniCart'] as const satisfies readonly (typeof CONTROLS)[number][];

/** The async chunks (by webpack chunk name) a module imports as it starts: hinted with it (the header's mount waits for its menu). */
export const LOADED_WITH: Partial<Record<RemoteModuleId, string[]>> = { 'mf_header/Header': ['mega-menu'] };
