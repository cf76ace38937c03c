import type { CSSProperties } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import layout from './slot-layout.json';

export interface SlotLayout {
  className?: string;
  /** Space held while the module loads, so nothing below it moves. */
  reserve?: CSSProperties;
}

/**
 * How much room each slot holds before its module arrives. One table (slot-layout.json), read by the shell's
 * slots in the browser, by the placeholders a remote's server render leaves for other teams' modules and by the
 * shell's server, so the server's HTML and the browser's first render are the same size and the swap between
 * them never shifts.
 */
export const SLOT_LAYOUT = layout.slots as Partial<Record<RemoteModuleId, SlotLayout>>;

/** Every routed page fills the first screen while it loads, so the footer never moves inside it. */
export const PAGE_SLOT_LAYOUT: SlotLayout = layout.page;

export const slotBoundary = (id: RemoteModuleId) => id.replace('/', '-');

interface PlaceholderProps {
  id: RemoteModuleId;
  layout?: SlotLayout;
  /**
   * Server renders only: the module's props, as JSON in `data-slot-props`, for the shell's server to have the
   * owning team render this instance into the slot (shell/server/pageSlots.ts; React escapes the attribute).
   */
  props?: object;
}

/** A slot whose module has not arrived yet: the same element in the browser and in a server render. */
export function SlotPlaceholder({ id, layout = SLOT_LAYOUT[id] ?? {}, props }: PlaceholderProps) {
  // The same element in a server render and in the browser's first render (the shell's server finds it by its
  // attributes, in this order, to fill it with the owning team's render).
  return (
    <div
      className={layout.className}
      data-slot={slotBoundary(id)}
      data-slot-state="loading"
      style={layout.reserve}
      aria-busy="true"
      data-slot-props={props ? JSON.stringify(props) : undefined}
    />
  );
}
