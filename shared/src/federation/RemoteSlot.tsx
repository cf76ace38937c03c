import { useContext, useState } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import { BrowserSlot } from './BrowserSlot';
import { HydratedSlot } from './HydratedSlot';
import { isServerRendered } from './hydration';
import { ServerModulesContext, ServerSlot } from './ServerSlot';
import { slotInstanceKey, type RemoteSlotProps } from './slotFrame';

/**
 * Mounts one exposed module of a remote: on the server a ServerSlot; in the browser a slot the server rendered is
 * hydrated in place (HydratedSlot), any other shows `pending` while it loads (BrowserSlot). A remote that fails keeps
 * what is on screen (or shows `fallback`) with a Retry, and heals by itself (useRemoteModule).
 */
export function RemoteSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K>) {
  const server = useContext(ServerModulesContext);
  // Read at mount: later props (the calculator's boxes) do not change which server HTML this is.
  const [hydrate] = useState(() => isServerRendered(slot.id, slotInstanceKey(slot)));
  if (server) return <ServerSlot slot={slot} Component={server.componentOf(slot.id)} />;
  return hydrate ? <HydratedSlot {...slot} /> : <BrowserSlot {...slot} />;
}
