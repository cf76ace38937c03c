import type { CSSProperties, ReactNode } from 'react';
import type { RemoteModuleId, RemoteModules } from '../contracts/remotes';
import { SLOT_LAYOUT, slotBoundary } from './slotLayout';

export interface RemoteSlotProps<K extends RemoteModuleId> {
  id: K;
  props: RemoteModules[K];
  /** What the shopper sees when the remote is down and the server did not render it; gets a retry callback. */
  fallback: (retry: () => void) => ReactNode;
  /** A working stand-in while the module loads without server HTML (the cart's link), instead of an empty box. */
  pending?: ReactNode;
  /** Space reserved while loading, so the page does not shift (default: the slot's entry in SLOT_LAYOUT). */
  reserve?: CSSProperties;
  className?: string;
  /** `eager` for what first paint needs; `idle` waits for page load + idle time or the first interaction. */
  load?: 'eager' | 'idle';
  /**
   * Which instance of the module this is, where a page may show it in more than one place and the server rendered
   * only one (the header's search box; a 404 page has another): the server's HTML is matched by it. Default: the
   * module's own instance key (each card's "Add to cart" by its product, slotInstances.ts).
   */
  instance?: string;
}

/** The server HTML's copy takes no box of its own: the slot lays out as the server drew it. */
export const CONTENTS: CSSProperties = { display: 'contents' };

/** The slot's own element, the same in the server's render (ServerSlot.tsx) and in both kinds of slot. */
export function slotFrame<K extends RemoteModuleId>({
  id,
  reserve = SLOT_LAYOUT[id]?.reserve,
  className = SLOT_LAYOUT[id]?.className,
}: RemoteSlotProps<K>) {
  return { className, style: reserve, 'data-slot': slotBoundary(id) };
}
