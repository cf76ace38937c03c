import type { RemoteModuleId } from '../contracts/remotes';

/** The controls a shopper reaches for first: hinted with the page's code (shell/server/preload.ts), started with the app. */
export const CONTROLS = ['mf_search/SearchBox', 'mf_cart/MiniCart', 'mf_cart/AddToCart'] as const satisfies readonly RemoteModuleId[];

/** The async chunks (by webpack chunk name) a module imports as it starts, hinted with it. */
export const LOADED_WITH: Partial<Record<RemoteModuleId, string[]>> = { 'mf_header/Header': ['mega-menu'] };
