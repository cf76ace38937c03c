import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseRemotesConfig, type RemotesConfig, type RuntimeSettings } from '@tiles/shared/src/config/runtime';
import { LANGUAGES } from '@tiles/shared/src/i18n/locale';
import LOCAL_SETTINGS from '@tiles/shared/src/config/local-settings.json';
import { REMOTE_FOLDERS } from '@tiles/shared/src/contracts/remotes';
import { ports } from './ports';

/**
 * The shell server's configuration: the only source of trust. Read and validated once at start (and on SIGHUP);
 * nothing in a request (Host, request target, forwarded headers) changes which origins the server talks to,
 * which code it runs, or what it writes into a page.
 */
export interface ServerConfig {
  /** The browser's runtime config (remotes.json) as configured, for the default store. */
  browser: RemotesConfig;
  /** Where the shell sends API calls itself (pass-through, server renders); null: no pass-through. */
  apiOrigin: URL | null;
  /** The configured stores: the default one first, then one per language subdomain of `baseDomain`. */
  stores: Store[];
  /** Origins of the remotes, as configured: the only places server bundles are loaded from. */
  remoteOrigins: string[];
  /** Peers whose X-Forwarded-For the shell extends rather than replaces (a CDN or load balancer in front). */
  trustedProxies: string[];
  /** Where the catalogue's images come from when not from a store's origin (Magento's media base URL, a CDN). */
  mediaOrigins: string[];
}

export interface Store {
  /** `host[:port]` as the browser sends it, lower case. */
  host: string;
  origin: string;
  language: (typeof LANGUAGES)[number]['code'];
  /** remotes.json for this store: API URLs on the default store's origin follow the store's own origin. */
  browser: RemotesConfig;
  /** The same, serialised for the page (computed once, not per request). */
  browserJson: string;
}

export interface ConfigSource {
  /** A remotes.json file (REMOTES_FILE); without one, everything runs on this machine (see localConfig). */
  remotesFile?: string;
  /** The API's origin for the pass-through (TILES_API_ORIGIN). */
  apiOrigin?: string;
  /** This server's port, for the local defaults. */
  port: number;
  trustedProxies?: string;
  /** Comma-separated origins of the catalogue's images (TILES_MEDIA_ORIGINS), allowed by the pages' img-src. */
  mediaOrigins?: string;
}

const absoluteOrigin = (what: string, value: string): URL => {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${what}: not an absolute URL: ${JSON.stringify(value)}`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new ConfigError(`${what}: must be http(s), got ${url.protocol}`);
  return url;
};

/** Everything on this machine: remotes on their local ports, the API passed through the shell's own origin. */
export function localConfig(port: number, apiThroughShell: boolean): RemotesConfig {
  const remote = (folder: string) => `http://localhost:${ports[folder]}/mf-manifest.json`;
  const apiBase = apiThroughShell ? `http://localhost:${port}` : `http://localhost:${ports.backend}`;
  return {
    remotes: Object.fromEntries(Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [name, remote(folder)])),
    settings: {
      ...LOCAL_SETTINGS,
      graphqlUrl: `${apiBase}/graphql`,
      restUrl: `${apiBase}/rest`,
      searchUrl: `${apiBase}/search`,
      baseDomain: `localhost:${port}`,
    },
  };
}

const URL_SETTINGS = ['graphqlUrl', 'restUrl', 'searchUrl'] as const;

function storeOf(browser: RemotesConfig, language: Store['language'], subdomain: string): Store {
  const { protocol, baseDomain } = browser.settings;
  const host = (subdomain ? `${subdomain}.${baseDomain}` : baseDomain).toLowerCase();
  const origin = `${protocol}//${host}`;
  const defaultOrigin = `${protocol}//${baseDomain.toLowerCase()}`;
  // An API on the page's own origin (the pass-through) stays same-origin on every language subdomain.
  const settings: RuntimeSettings = { ...browser.settings };
  for (const key of URL_SETTINGS) {
    const url = new URL(settings[key]);
    if (url.origin === defaultOrigin) settings[key] = origin + url.pathname + url.search;
  }
  const storeBrowser = { remotes: browser.remotes, settings };
  return { host, origin, language, browser: storeBrowser, browserJson: JSON.stringify(storeBrowser) };
}

/** Validates a runtime config for serving: everything the shell trusts must be a well-formed absolute origin. */
export function serverConfigFrom(raw: unknown, source: Pick<ConfigSource, 'apiOrigin' | 'trustedProxies' | 'mediaOrigins'>): ServerConfig {
  const browser = parseRemotesConfig(raw);
  const { protocol, baseDomain } = browser.settings;
  if (!/^https?:$/.test(protocol))
    throw new ConfigError(`remotes.json: settings.protocol must be "http:" or "https:", got ${JSON.stringify(protocol)}`);
  if (!/^[a-z0-9.-]+(:\d+)?$/i.test(baseDomain))
    throw new ConfigError(`remotes.json: settings.baseDomain must be host[:port], got ${JSON.stringify(baseDomain)}`);
  const remoteOrigins = Object.entries(browser.remotes).map(([name, url]) => absoluteOrigin(`remotes.json: remote "${name}"`, url).origin);
  for (const key of URL_SETTINGS) absoluteOrigin(`remotes.json: settings.${key}`, browser.settings[key]);
  const apiOrigin = source.apiOrigin ? absoluteOrigin('TILES_API_ORIGIN (--api-origin)', source.apiOrigin) : null;
  const stores = LANGUAGES.map((l) => storeOf(browser, l.code, l.subdomain));
  const trustedProxies = (source.trustedProxies ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const mediaOrigins = (source.mediaOrigins ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => absoluteOrigin('TILES_MEDIA_ORIGINS', origin).origin);
  return { browser, apiOrigin, stores, remoteOrigins: [...new Set(remoteOrigins)], trustedProxies, mediaOrigins };
}

/** Reads the configuration; a readable ConfigError when the file is missing or wrong. */
export function loadServerConfig(source: ConfigSource): ServerConfig {
  let raw: unknown;
  if (source.remotesFile) {
    try {
      raw = JSON.parse(readFileSync(path.resolve(source.remotesFile), 'utf8'));
    } catch (err) {
      throw new ConfigError(`${source.remotesFile}: ${(err as Error).message}`);
    }
  } else raw = localConfig(source.port, Boolean(source.apiOrigin));
  return serverConfigFrom(raw, source);
}

/**
 * The store a request's Host names: the configured base domain or one of its language subdomains. Any other Host
 * (an IP, a crafted name) gets the default store: the answer is the same as for the configured domain.
 */
export function storeFor(config: ServerConfig, host: string | undefined): Store {
  const wanted = (host ?? '').toLowerCase();
  return config.stores.find((s) => s.host === wanted) ?? config.stores[0];
}
