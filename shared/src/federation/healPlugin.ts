import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { forgetFailedHints } from './failedHints';

/**
 * A federation runtime plugin: when loading an exposed module fails, the remote's page hints that had failed are used
 * up (failedHints.ts) and, if there were any, the load is made again at once. A remote that came back since the hints
 * were written then loads in this attempt instead of failing on the browser's memory of them. Any other failure is
 * passed on: the slots' retry schedule (useRemoteModule) decides when to try again.
 */
export function healPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tiles-heal-failed-hints',
    async errorLoadRemote({ id, lifecycle, remote, origin }) {
      if (lifecycle !== 'onLoad' || !remote?.entry || typeof document === 'undefined') return undefined;
      const hadFailedHints = await forgetFailedHints(new URL('.', new URL(remote.entry, document.baseURI)).href);
      // The second failure finds no hint left to forget, so this asks again at most once per hint.
      return hadFailedHints ? origin.loadRemote(id) : undefined;
    },
  };
}
