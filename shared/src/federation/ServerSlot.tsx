import { createContext, Suspense, useContext, type ComponentType } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import { slotFrame, slotInstanceKey, type RemoteSlotProps } from './slotFrame';

/** The modules the shell's server renders in this request (loaded, and their loader answered); none in the browser. */
export interface ServerModules {
  componentOf(id: RemoteModuleId): ComponentType<never> | undefined;
  /** Told when a rendered module suspended: the render waits for it instead. */
  suspended(): void;
}
export const ServerModulesContext = createContext<ServerModules | null>(null);

/**
 * A slot in the server's render, drawn as the browser's first render draws it: a rendered module inside a Suspense
 * boundary (HydratedSlot's), any other the loading slot with its stand-in (BrowserSlot's).
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
    <div {...frame} data-slot-state="server" data-ssr={slot.id} data-ssr-key={slotInstanceKey(slot)} aria-busy>
      <Suspense fallback={<Suspended />}>
        <Module {...slot.props} />
      </Suspense>
    </div>
  );
}

/** Drawn only when the module suspended, which it reports. */
function Suspended() {
  useContext(ServerModulesContext)?.suspended();
  return null;
}
