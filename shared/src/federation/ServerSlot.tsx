import { createContext, Suspense, useContext, type ComponentType } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import { slotFrame, type RemoteSlotProps } from './slotFrame';
import { slotInstanceKey } from './slotInstances';

/**
 * The modules the shell's server renders in this request: set by the shell's server around its App (none in the
 * browser). A module is here when it loaded on the server and its loader answered.
 */
export interface ServerModules {
  componentOf(id: RemoteModuleId): ComponentType<never> | undefined;
  /** Told when a rendered module suspended (its code or data was not there yet): the render waits for it instead. */
  suspended(): void;
}
export const ServerModulesContext = createContext<ServerModules | null>(null);

/**
 * A slot in the server's render, drawn as the browser's first render draws it: a module the server renders is the
 * element of a hydrated slot (HydratedSlot) around a Suspense boundary, which React's server renderer writes with the
 * module's HTML (or, if the module fails, marks for the browser to render); any other slot is the browser's loading
 * slot with its stand-in (BrowserSlot).
 */
export function ServerSlot<K extends RemoteModuleId>({ slot, Component }: { slot: RemoteSlotProps<K>; Component?: ComponentType<never> }) {
  const frame = slotFrame(slot);
  if (!Component)
    return (
      <div {...frame} data-slot-state="loading" aria-busy>
        {slot.pending}
      </div>
    );
  const Module = Component as ComponentType<RemoteSlotProps<K>['props']>;
  return (
    <div
      {...frame}
      data-slot-state="server"
      data-ssr={slot.id}
      data-ssr-key={slot.instance ?? slotInstanceKey(slot.id, slot.props)}
      aria-busy
    >
      <Suspense fallback={<Suspended />}>
        <Module {...slot.props} />
      </Suspense>
    </div>
  );
}

/** A slot's fallback on the server: drawn only when the module suspended, which it reports (and draws nothing). */
function Suspended() {
  useContext(ServerModulesContext)?.suspended();
  return null;
}
