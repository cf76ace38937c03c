import type { CSSProperties } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import layout from './slot-layout.json';

export interface SlotLayout {
  className?: string;
  /** Space held while the module loads, so nothing below it moves. */
  reserve?: CSSProperties;
}

/**
 * How much room each slot holds before its module arrives. One table (slot-layout.json), read by every slot, in the
 * server's render and in the browser alike, so the swap from loading to live never shifts.
 */
export const SLOT_LAYOUT = layout.slots as Partial<Record<RemoteModuleId, SlotLayout>>;

/** Every routed page fills the first screen while it loads, so the footer never moves inside it. */
export const PAGE_SLOT_LAYOUT: SlotLayout = layout.page;

export const slotBoundary = (id: RemoteModuleId) => id.replace('/', '-');
