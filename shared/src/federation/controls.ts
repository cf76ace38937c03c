import type { RemoteModuleId } from '../contracts/remotes';

/**
 * The controls a shopper reaches for first: hinted with the header's and the page's code (shell/server/preload.ts)
 * and started with the app when the server's view holds their slot (firstModules.ts), not once their slot is live.
 */
export const CONTROLS = ['mf_search/SearchBox', 'mf_cart/MiniCart', 'mf_cart/AddToCart'] as const satisfies readonly RemoteModuleId[];

/** The async chunks (by webpack chunk name) a module imports as it starts, hinted with it. */
export const LOADED_WITH: Partial<Record<RemoteModuleId, string[]>> = { 'mf_header/Header': ['mega-menu'] };
