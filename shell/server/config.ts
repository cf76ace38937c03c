import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, parseRemotesConfig, type RemotesConfig, type RuntimeSettings } from '@tiles/shared/src/config/runtime';
import { LANGUAGES } from '@tiles/shared/src/i18n/locale';
import LOCAL_SETTINGS from '@tiles/shared/src/config/local-settings.json';
import { REMOTE_FOLDERS } from '@tiles/shared/src/contracts/remotes';
import type { ServerOptions } from './options';
import { ports } from './ports';

/**
 * The shell server's configuration: the only source of trust. Read and validated once at start (and on SIGHUP);
 * nothing in a request (Host, request target, forwarded headers) changes which origins the server talks to (the
 * remotes, whose origins alone serve it server bundles; the API), which code it runs, or what it writes into a page.
 */
export interface ServerConfig {
  /** The browser's runtime config (remotes.json) as configured, for the default store. */
  browser: RemotesConfig;
  /** Where the shell sends API calls itself (pass-through, server renders); null: no pass-through. */
  apiOrigin: URL | null;
  /** The default store first, then one per language subdomain of `baseDomain`. */
  stores: Store[];
  remoteOrigins: string[];
  /** Peers whose X-Forwarded-For the shell extends rather than replaces (a CDN or load balancer in front). */
  trustedProxies: string[];
  /** Where the catalogue's images come from besides a store's origin (Magento's media base URL, a CDN). */
  mediaOrigins: string[];
}

export interface Store {
  /** `host[:port]` as the browser sends it, lower case. */
  host: string;
  origin: string;
  language: (typeof LANGUAGES)[number]['code'];
  /** remotes.json for this store (API URLs on the default store's origin follow its own), and serialised once. */
  browser: RemotesConfig;
  browserJson: string;
}

/** Without a remotesFile, everything runs on this machine (see localConfig). */
export type ConfigSource = Pick<ServerOptions, 'remotesFile' | 'apiOrigin' | 'port' | 'trustedProxies' | 'mediaOrigins'>;

function absoluteOrigin(what: string, value: string): URL {
  if (!URL.canParse(value)) throw new ConfigError(`${what}: not an absolute URL: ${JSON.stringify(value)}`);
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol)) throw new ConfigError(`${what}: must be http(s), got ${url.protocol}`);
  return url;
}

/** A comma-separated setting's entries. */
const list = (value = '') => value.split(',').flatMap((s) => s.trim() || []);

/** Everything on this machine: remotes on their local ports, the API passed through the shell's own origin. */
export function localConfig(port: number, apiThroughShell: boolean): RemotesConfig {
  const api = `http://localhost:${apiThroughShell ? port : ports.backend}`;
  return {
    remotes: Object.fromEntries(
      Object.entries(REMOTE_FOLDERS).map(([name, dir]) => [name, `http://localhost:${ports[dir]}/mf-manifest.json`]),
    ),
    settings: {
      ...LOCAL_SETTINGS,
      graphqlUrl: `${api}/graphql`,
      restUrl: `${api}/rest`,
      searchUrl: `${api}/search`,
      baseDomain: `localhost:${port}`,
    },
  };
}

const URL_SETTINGS = ['graphqlUrl', 'restUrl', 'searchUrl'] as const;

function storeOf(browser: RemotesConfig, language: Store['language'], subdomain: string): Store {
  const { protocol, baseDomain } = browser.settings;
  const host = (subdomain ? `${subdomain}.${baseDomain}` : baseDomain).toLowerCase();
  const origin = `${protocol}//${host}`;
  // An API on the page's own origin (the pass-through) stays same-origin on every language subdomain.
  const settings: RuntimeSettings = { ...browser.settings };
  for (const key of URL_SETTINGS) {
    const url = new URL(settings[key]);
    if (url.origin === `${protocol}//${baseDomain.toLowerCase()}`) settings[key] = origin + url.pathname + url.search;
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
  return {
    browser,
    apiOrigin: source.apiOrigin ? absoluteOrigin('TILES_API_ORIGIN (--api-origin)', source.apiOrigin) : null,
    stores: LANGUAGES.map((l) => storeOf(browser, l.code, l.subdomain)),
    remoteOrigins: [...new Set(remoteOrigins)],
    trustedProxies: list(source.trustedProxies),
    mediaOrigins: list(source.mediaOrigins).map((origin) => absoluteOrigin('TILES_MEDIA_ORIGINS', origin).origin),
  };
}

/** Reads the configuration; a readable ConfigError when the file is missing or wrong. */
export function loadServerConfig({ remotesFile, ...source }: ConfigSource): ServerConfig {
  if (!remotesFile) return serverConfigFrom(localConfig(source.port, Boolean(source.apiOrigin)), source);
  try {
    return serverConfigFrom(JSON.parse(readFileSync(path.resolve(remotesFile), 'utf8')), source);
  } catch (err) {
    throw err instanceof ConfigError ? err : new ConfigError(`${remotesFile}: ${(err as Error).message}`);
  }
}

/**
 * The store a request's Host names: the configured base domain or one of its language subdomains. Any other Host
 * (an IP, a crafted name) gets the default store: the answer is the same as for the configured domain.
 */
export const storeFor = (config: ServerConfig, host = ''): Store =>
  config.stores.find((s) => s.host === host.toLowerCase()) ?? config.stores[0];
