/**
 * Runtime configuration: served by the shell's host beside index.html (remotes.json → `settings`),
 * so each environment sets it without a rebuild. Parsed and validated once, with a readable error.
 */
import LOCAL_SETTINGS from './local-settings.json';
import { renderScope } from './renderScope';

export interface RuntimeSettings {
  /** Magento GraphQL endpoint. */
  graphqlUrl: string;
  /** Base of the REST endpoints (leads, showrooms, visual search, media). */
  restUrl: string;
  /** Unbxd-compatible search service base; autosuggest is `${searchUrl}/autosuggest`. */
  searchUrl: string;
  searchApiKey: string;
  searchSiteKey: string;
  /** Help-line phone number shown in the header. */
  phone: string;
  /** Separate headless tools site (calculators). */
  toolsBaseUrl: string;
  /** Base domain for the language subdomains, e.g. `localhost:3000` or `example.com`. */
  baseDomain: string;
  /** Page protocol for language links. */
  protocol: string;
  catalogueDownloadPath: string;
  exportCatalogueDownloadPath: string;
}

export interface RemotesConfig {
  /** Federation name → its `mf-manifest.json` URL (the browser loads the `remoteEntry.js` beside it). */
  remotes: Record<string, string>;
  settings: RuntimeSettings;
  /** When each nested module's code loads (its own `handle`, read by the shell's server); checked by setModuleLoads. */
  loads?: unknown;
  /** The store's pages: each route and the module that is the page there (from the modules' handles); readPageRoutes. */
  routes?: unknown;
  /** The pinned releases' manifest and entry URLs → their SHA-384 (the remotes file's pins); checked by integrityPlugin. */
  integrity?: unknown;
}

const REQUIRED: (keyof RuntimeSettings)[] = [
  'graphqlUrl',
  'restUrl',
  'searchUrl',
  'searchApiKey',
  'searchSiteKey',
  'phone',
  'toolsBaseUrl',
  'baseDomain',
  'protocol',
  'catalogueDownloadPath',
  'exportCatalogueDownloadPath',
];

export class ConfigError extends Error {}

export function parseRemotesConfig(input: unknown): RemotesConfig {
  if (!input || typeof input !== 'object') throw new ConfigError('remotes.json: expected an object with "remotes" and "settings"');
  const { remotes, settings, loads, integrity, routes } = input as Record<string, unknown>;
  if (!remotes || typeof remotes !== 'object') throw new ConfigError('remotes.json: "remotes" must map remote names to manifest URLs');
  for (const [name, url] of Object.entries(remotes)) {
    if (typeof url !== 'string' || !/^(https?:)?\/\//.test(url))
      throw new ConfigError(`remotes.json: remote "${name}" needs an absolute manifest URL, got ${JSON.stringify(url)}`);
  }
  if (!settings || typeof settings !== 'object') throw new ConfigError('remotes.json: "settings" is missing');
  const missing = REQUIRED.filter((k) => typeof (settings as Record<string, unknown>)[k] !== 'string');
  if (missing.length) throw new ConfigError(`remotes.json: settings missing or not text: ${missing.join(', ')}`);
  return {
    remotes: remotes as Record<string, string>,
    settings: settings as RuntimeSettings,
    ...(loads !== undefined && { loads }),
    ...(integrity !== undefined && { integrity }),
    ...(routes !== undefined && { routes }),
  };
}

const GLOBAL_KEY = Symbol.for('tiles.runtime-settings');
type Host = typeof globalThis & { [GLOBAL_KEY]?: RuntimeSettings };

export function setRuntimeSettings(settings: RuntimeSettings): void {
  (globalThis as Host)[GLOBAL_KEY] = settings;
}

/** The settings the host set; in a server render, those of the request being rendered. */
export function getRuntimeSettings(): RuntimeSettings {
  const settings = renderScope()?.settings ?? (globalThis as Host)[GLOBAL_KEY];
  if (!settings) throw new ConfigError('Runtime settings were read before the host set them (setRuntimeSettings).');
  return settings;
}

/** Settings for a machine running everything locally (dev harnesses, tests). */
export function localSettings(
  ports: Record<string, number>,
  host = 'localhost',
  apiBase = `http://${host}:${ports.backend}`,
): RuntimeSettings {
  return {
    ...LOCAL_SETTINGS,
    graphqlUrl: `${apiBase}/graphql`,
    restUrl: `${apiBase}/rest`,
    searchUrl: `${apiBase}/search`,
    baseDomain: `${host}:${ports.shell}`,
  };
}
