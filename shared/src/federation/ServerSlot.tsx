import { createContext, Suspense, useContext, type ComponentType } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import { slotFrame, type RemoteSlotProps } from './slotFrame';

/** The modules the shell's server renders in this request (loaded, and their loader answered); none in the browser. */
export const ServerModulesContext = createContext<{
  componentOf(id: RemoteModuleId): ComponentType<never> | undefined;
  suspended(): void;
} | null>(null);

/** A slot in the server's render, drawn as the browser's first render draws it. */
export function ServerSlot<K extends RemoteModuleId>({ slot, Component }: { slot: RemoteSlotProps<K>; Component?: ComponentType<never> }) {
  if (!Component) return <div {...slotFrame(slot, 'loading')}>{slot.pending}</div>;
  const Module = Component as ComponentType<RemoteSlotProps<K>['props']>;
  return (
    <div {...slotFrame(slot, 'server', true)}>
      <Suspense fallback={<Suspended />}>
        <Module {...slot.props} />
      </Suspense>
    </div>
  );
}

/** Drawn only when the module suspended, which it reports (the render then waits for it). */
function Suspended() {
  useContext(ServerModulesContext)?.suspended();
  return null;
}
