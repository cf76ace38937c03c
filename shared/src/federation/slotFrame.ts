import type { CSSProperties, ReactNode } from 'react';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import layout from './slot-layout.json';

export interface RemoteSlotProps<K extends RemoteModuleId> {
  /** Fixed for the slot's life (a slot showing another module is keyed by it). */
  id: K;
  props: RemoteModules[K];
  /** Shown when the remote is down and the server did not render it. */
  fallback: (retry: () => void) => ReactNode;
  /** A stand-in that works as HTML (the cart's link) while the module loads without server HTML. */
  pending?: ReactNode;
  /** Space held while loading (default: the slot's entry in SLOT_LAYOUT). */
  reserve?: CSSProperties;
  /** Which instance the server's HTML is for, where a page shows a module twice (default: slotInstanceKey). */
  instance?: string;
  /**
   * When the server's HTML of this slot is hydrated: `at-once` as its code arrives (the default), `in-view` once it
   * comes near the viewport or the shopper reaches into it (until then it works as HTML: links, posting forms). For
   * parts below the fold or repeated down a page, so a phone does not hydrate what nobody has seen yet.
   */
  hydrate?: 'at-once' | 'in-view';
}

/** Each slot's box before its module arrives, the same on the server and in the browser: the swap never shifts. */
export const SLOT_LAYOUT = layout.slots as Partial<Record<RemoteModuleId, { className?: string; reserve?: CSSProperties }>>;
/** Every routed page fills the first screen while it loads, so the footer never moves inside it. */
export const PAGE_SLOT_LAYOUT: { reserve: CSSProperties } = layout.page;

export const slotBoundary = (id: RemoteModuleId) => id.replace('/', '-');

/** The slot's own element, the same on the server and in the browser; `ssr`: it holds the server's HTML of its module. */
export function slotFrame(slot: RemoteSlotProps<RemoteModuleId>, state: 'loading' | 'server' | 'ready' | 'fallback', ssr = false) {
  return {
    className: SLOT_LAYOUT[slot.id]?.className,
    style: slot.reserve ?? SLOT_LAYOUT[slot.id]?.reserve,
    'data-slot': slotBoundary(slot.id),
    'data-slot-state': state,
    'data-ssr': ssr ? slot.id : undefined,
    'data-ssr-key': ssr ? slotInstanceKey(slot) : undefined,
    // A slot waiting to come into view is the server's working HTML, nothing on its way: not busy.
    'aria-busy': state === 'loading' || (state === 'server' && slot.hydrate !== 'in-view') || undefined,
  };
}

/** Which instance the server's HTML is (`data-ssr-key`): card 7's slot hydrates card 7's button; a product page's differs. */
export function slotInstanceKey({ id, props, instance }: RemoteSlotProps<RemoteModuleId>): string | undefined {
  if (instance !== undefined || id !== 'mf_cart/AddToCart') return instance;
  const { sku, withQuantity } = props as RemoteModules['mf_cart/AddToCart'];
  return withQuantity ? `${sku} full` : sku;
}
