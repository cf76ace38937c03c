import { useContext, useState } from 'react';
import type { RemoteModuleId } from '../contracts/remotes';
import { BrowserSlot } from './BrowserSlot';
import { HydratedSlot } from './HydratedSlot';
import { isServerRendered } from './hydration';
import { ServerModulesContext, ServerSlot } from './ServerSlot';
import { slotInstanceKey } from './slotInstances';
import type { RemoteSlotProps } from './slotFrame';

export type { RemoteSlotProps } from './slotFrame';

/**
 * Mounts one exposed module of a remote. In the shell's server render it is a ServerSlot. A slot the server rendered is hydrated in place (HydratedSlot): its HTML
 * stays as the server drew it, working as HTML, until the module's code is here. Otherwise the slot shows the
 * `pending` stand-in while it loads (BrowserSlot). Either way a remote that fails keeps what is on screen (or shows
 * `fallback`) with a visible retry, and heals by itself (see useRemoteModule).
 */
export function RemoteSlot<K extends RemoteModuleId>(slot: RemoteSlotProps<K>) {
  const server = useContext(ServerModulesContext);
  // Read once, at mount: the instance key (later props, such as the calculator's boxes, do not change which server
  // HTML this is) and whether the server rendered this instance into the first view.
  const [hydrate] = useState(() => isServerRendered(slot.id, slot.instance ?? slotInstanceKey(slot.id, slot.props)));
  if (server) return <ServerSlot slot={slot} Component={server.componentOf(slot.id)} />;
  return hydrate ? <HydratedSlot {...slot} /> : <BrowserSlot {...slot} />;
}
