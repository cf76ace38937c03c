import { readFileSync } from 'node:fs';
import { ConfigError, localSettings, parseRemotesConfig, type RemotesConfig, type RuntimeSettings } from '@tiles/shared/src/config/runtime';
import { LANGUAGES } from '@tiles/shared/src/i18n/locale';
import { REMOTE_FOLDERS } from '@tiles/shared/src/contracts/remotes';
import { ports, type ServerOptions } from './options';
import { canaryOf, type Canary } from './canary';
import type { RemoteOverride } from './remoteOverride';

export type ServerConfig = ReturnType<typeof serverConfigFrom>;
export type Store = ReturnType<typeof storeOf>;
/** Without a remotesFile, everything runs on this machine (see localConfig). */
export type ConfigSource = Partial<Pick<ServerOptions, 'remotesFile' | 'apiOrigin' | 'trustedProxies' | 'mediaOrigins'>> & { port: number };

function absoluteOrigin(what: string, value: string): URL {
  const url = URL.parse(value);
  if (!url || !/^https?:$/.test(url.protocol)) throw new ConfigError(`${what}: not an absolute http(s) URL: ${JSON.stringify(value)}`);
  return url;
}

const list = (value = '') => value.split(',').flatMap((s) => s.trim() || []);

/** Everything on this machine: remotes on their local ports, the API passed through the shell's own origin. */
export function localConfig(port: number, apiThroughShell: boolean): RemotesConfig {
  const remotes = Object.entries(REMOTE_FOLDERS).map(([name, dir]) => [name, `http://localhost:${ports[dir]}/mf-manifest.json`]);
  const settings = localSettings({ ...ports, shell: port }, 'localhost', apiThroughShell ? `http://localhost:${port}` : undefined);
  return { remotes: Object.fromEntries(remotes), settings };
}

const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;
/**
 * A pin's `browserIntegrity` (the release's `mf-manifest.json` and `remoteEntry.js` hashes, written by `npm run pin`),
 * keyed by their URLs: the browser loads those files only with these bytes. Optional: a file pinned before it has none.
 */
function addBrowserIntegrity(into: Record<string, string>, at: string, manifest: string, raw: unknown) {
  if (raw === undefined) return;
  if (!raw || typeof raw !== 'object') throw new ConfigError(`remotes.json: ${at}.browserIntegrity must map file names to hashes`);
  for (const [file, hash] of Object.entries(raw)) {
    if (file !== 'mf-manifest.json' && file !== 'remoteEntry.js')
      throw new ConfigError(`remotes.json: ${at}.browserIntegrity names ${JSON.stringify(file)}: only mf-manifest.json and remoteEntry.js`);
    if (typeof hash !== 'string' || !SHA384.test(hash))
      throw new ConfigError(`remotes.json: ${at}.browserIntegrity["${file}"] must be "sha384-<base64>"`);
    into[new URL(file, manifest).href] = hash;
  }
}

/**
 * The remotes file's pins (written by `npm run pin`): per remote, the release its manifest URL names and the SHA-384 of
 * that release's server container (answered per server folder, `<manifest folder>/server/`, as bundles.ts reads them),
 * and a candidate release tried on a share of shoppers (canary.ts).
 */
function pinsOf(raw: unknown, remotes: Record<string, string>) {
  const pins = (raw as { pins?: unknown }).pins ?? {};
  if (typeof pins !== 'object' || pins === null) throw new ConfigError('remotes.json: "pins" must map remote names to pins');
  const integrity = new Map<string, string>();
  const browser: Record<string, string> = {}; // the pinned releases' manifest and entry URLs → their SHA-384
  const canaries: Canary[] = [];
  for (const [name, pin] of Object.entries(pins)) {
    const { release, serverIntegrity, browserIntegrity, canary } = (pin ?? {}) as Record<string, unknown>;
    const manifest = remotes[name];
    if (!manifest) throw new ConfigError(`remotes.json: pins.${name} pins a remote the file does not name`);
    if (typeof release !== 'string' || !/^[\w.+-]{1,60}$/.test(release) || !new URL(manifest).pathname.split('/').includes(release))
      throw new ConfigError(`remotes.json: pins.${name}.release must be the release id its manifest URL names (${manifest})`);
    if (typeof serverIntegrity !== 'string' || !SHA384.test(serverIntegrity))
      throw new ConfigError(`remotes.json: pins.${name}.serverIntegrity must be "sha384-<base64>"`);
    integrity.set(new URL('server/', manifest).href, serverIntegrity);
    addBrowserIntegrity(browser, `pins.${name}`, manifest, browserIntegrity);
    if (canary === undefined) continue;
    const candidate = canaryOf(name, release, manifest, canary);
    integrity.set(new URL('server/', candidate.manifest).href, candidate.serverIntegrity);
    addBrowserIntegrity(browser, `pins.${name}.canary`, candidate.manifest, (canary as Record<string, unknown>).browserIntegrity);
    canaries.push(candidate);
  }
  const releases = new Set(Object.values(pins as Record<string, { release: string }>).map((p) => p.release));
  for (const c of canaries) releases.add(c.release);
  return { integrity, browser, canaries, releases };
}

const URL_SETTINGS = ['graphqlUrl', 'restUrl', 'searchUrl'] as const;
/** A configured store: `host[:port]` as the browser sends it (lower case), and its remotes.json, serialised once. */
function storeOf(
  browser: RemotesConfig,
  language: (typeof LANGUAGES)[number]['code'],
  subdomain: string,
  integrity: Record<string, string>,
) {
  const { protocol, baseDomain } = browser.settings;
  const host = (subdomain ? `${subdomain}.${baseDomain}` : baseDomain).toLowerCase();
  const origin = `${protocol}//${host}`;
  // An API on the page's own origin (the pass-through) stays same-origin on every language subdomain.
  const settings: RuntimeSettings = { ...browser.settings };
  for (const key of URL_SETTINGS) {
    const url = new URL(settings[key]);
    if (url.origin === `${protocol}//${baseDomain.toLowerCase()}`) settings[key] = origin + url.pathname + url.search;
  }
  const storeBrowser = { remotes: browser.remotes, settings, integrity };
  // A tester's signed candidate (remoteOverride.ts), set per request.
  const override = null as RemoteOverride | null;
  return { host, origin, language, browser: storeBrowser, override };
}

// The configuration, validated: the only source of trust. Nothing in a request (Host, target, forwarded headers)
// changes which origins the server talks to (the remotes, whose origins alone serve it server bundles; the API), which
// code it runs, or what it writes into a page.
export function serverConfigFrom(raw: unknown, source: Pick<ConfigSource, 'apiOrigin' | 'trustedProxies' | 'mediaOrigins'>) {
  const browser = parseRemotesConfig(raw);
  const { protocol, baseDomain } = browser.settings;
  if (!/^https?:$/.test(protocol))
    throw new ConfigError(`remotes.json: settings.protocol must be "http:" or "https:", got ${JSON.stringify(protocol)}`);
  if (!/^[a-z0-9.-]+(:\d+)?$/i.test(baseDomain))
    throw new ConfigError(`remotes.json: settings.baseDomain must be host[:port], got ${JSON.stringify(baseDomain)}`);
  const remoteOrigins = Object.entries(browser.remotes).map(([name, url]) => absoluteOrigin(`remotes.json: remote "${name}"`, url).origin);
  for (const key of URL_SETTINGS) absoluteOrigin(`remotes.json: settings.${key}`, browser.settings[key]);
  const pins = pinsOf(raw, browser.remotes);
  return {
    browser, // remotes.json as configured: the default store's
    // Where the shell sends API calls itself (pass-through, server renders); null: no pass-through.
    apiOrigin: source.apiOrigin ? absoluteOrigin('TILES_API_ORIGIN (--api-origin)', source.apiOrigin) : null,
    stores: LANGUAGES.map((l) => storeOf(browser, l.code, l.subdomain, pins.browser)), // the default first, then its language subdomains
    remoteOrigins: [...new Set(remoteOrigins)],
    // Pinned server containers: only these bytes run for those remotes, whatever their host's ssr.json says; the
    // candidates on trial (canary.ts); the release ids the file names (the only release labels in the metrics).
    serverIntegrity: pins.integrity,
    canaries: pins.canaries,
    releases: pins.releases,
    trustedProxies: list(source.trustedProxies), // peers whose X-Forwarded-For the shell extends (a CDN in front)
    // The catalogue's images' origins besides the stores' (Magento's media base URL, a CDN): the pages' img-src.
    mediaOrigins: list(source.mediaOrigins).map((origin) => absoluteOrigin('TILES_MEDIA_ORIGINS', origin).origin),
  };
}

/** Reads the configuration; a readable ConfigError when the file is missing or wrong. */
export function loadServerConfig({ remotesFile, ...source }: ConfigSource): ServerConfig {
  if (!remotesFile) return serverConfigFrom(localConfig(source.port, Boolean(source.apiOrigin)), source);
  try {
    return serverConfigFrom(JSON.parse(readFileSync(remotesFile, 'utf8')), source);
  } catch (err) {
    throw err instanceof ConfigError ? err : new ConfigError(`${remotesFile}: ${(err as Error).message}`);
  }
}

/** The store a request's Host names; any other Host (an IP, a crafted name) gets the default store's answer. */
export const storeFor = (config: ServerConfig, host = ''): Store =>
  config.stores.find((s) => s.host === host.toLowerCase()) ?? config.stores[0];
