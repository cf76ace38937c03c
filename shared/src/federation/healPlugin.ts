import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { forgetFailedHints } from './failedHints';

/**
 * A federation runtime plugin: when a module's load fails, the remote's failed page hints are used up (failedHints.ts)
 * and, if there were any, the load is made again at once. Any other failure is left to the slots' retry schedule.
 */
export function healPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tiles-heal-failed-hints',
    async errorLoadRemote({ id, lifecycle, remote, origin }) {
      if (lifecycle !== 'onLoad' || !remote?.entry || typeof document === 'undefined') return undefined;
      // A second failure finds no failed hint left: this loads again at most once per hint.
      return (await forgetFailedHints(new URL('.', new URL(remote.entry, document.baseURI)).href)) ? origin.loadRemote(id) : undefined;
    },
  };
}
