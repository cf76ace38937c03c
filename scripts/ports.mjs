// Ports: shared/src/config/ports.json with TILES_PORT_<NAME> overrides (see shared/build/ports.cjs).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const { ports } = require('../shared/build/ports.cjs');
const LOCAL_SETTINGS = require('../shared/src/config/local-settings.json');

/** Federation name → workspace folder of every remote (the one list: shared/src/contracts/remote-list.json). */
export const REMOTES = require('../shared/src/contracts/remote-list.json').remotes;

/**
 * The runtime config the shell serves as /remotes.json, for a machine running everything locally.
 * `apiBase` is where the browser sends GraphQL, REST and search calls: the backend itself, or the
 * shell's own origin when the shell proxies them (same origin: no CORS preflight, no extra connection).
 */
export function localRemotesConfig(host = 'localhost', apiBase = `http://${host}:${ports.backend}`) {
  return {
    remotes: Object.fromEntries(
      Object.entries(REMOTES).map(([name, folder]) => [name, `http://${host}:${ports[folder]}/mf-manifest.json`]),
    ),
    // The same local values as localSettings() in shared/src/config/runtime.ts (one JSON file for both).
    settings: {
      ...LOCAL_SETTINGS,
      graphqlUrl: `${apiBase}/graphql`,
      restUrl: `${apiBase}/rest`,
      searchUrl: `${apiBase}/search`,
      baseDomain: `${host}:${ports.shell}`,
    },
  };
}
