import { createRequire } from 'node:module';

const require = createRequire(__filename);
/** The same ports the servers use (shared/src/config/ports.json with TILES_PORT_* overrides). */
export const ports: Record<'shell' | 'mf-header' | 'mf-cart' | 'mf-leads' | 'mf-search' | 'mf-catalog' | 'backend', number> =
  require('../../shared/build/ports.cjs').ports;

/**
 * Set: the suite runs against a store started elsewhere (e2e/README.md); tests that need this machine's processes or
 * files are skipped (support/remoteStore.ts). Unset: the store playwright.config.ts starts on these ports.
 */
export const REMOTE_STORE = process.env.E2E_BASE_URL?.replace(/\/$/, '') || null;
export const SHELL_URL = REMOTE_STORE ?? `http://localhost:${ports.shell}`;
/** The API: E2E_BACKEND_URL, else, against a store elsewhere, its pass-through on the shell's origin (/graphql, /rest). */
export const BACKEND_URL = process.env.E2E_BACKEND_URL?.replace(/\/$/, '') || (REMOTE_STORE ?? `http://localhost:${ports.backend}`);
export const GRAPHQL_URL = `${BACKEND_URL}/graphql`;

/** The store's host (`host:port`) and its language subdomains' (`hi.` and `ta.` of it, as the store's settings name them). */
export const SHELL_HOST = new URL(SHELL_URL).host;
export const languageHost = (language: 'en' | 'hi' | 'ta') => (language === 'en' ? SHELL_HOST : `${language}.${SHELL_HOST}`);
export const languageOrigin = (language: 'en' | 'hi' | 'ta') => `${new URL(SHELL_URL).protocol}//${languageHost(language)}`;

/** `E2E_REMOTE=mf_cart=<manifest url>`: the candidate remote this run's browsers load in place of the pinned one. */
export const CANDIDATE = (() => {
  const given = process.env.E2E_REMOTE;
  if (!given) return null;
  const [remote, manifest] = given.split(/=(.*)/s);
  if (!/^mf_[a-z]+$/.test(remote) || !URL.canParse(manifest)) throw new Error(`E2E_REMOTE must be <mf_name>=<manifest URL>, got ${given}`);
  return { remote, manifest, origin: new URL(manifest).origin, folder: remote.replace('_', '-') };
})();

// A store elsewhere names its remotes' origins in its remotes.json (read once by global-setup.ts).
const remoteOrigins: Record<string, string> = JSON.parse(process.env.E2E_REMOTE_ORIGINS ?? '{}');
/** Where the browser loads a remote's code from (e.g. to hold it back in a test): a candidate's (E2E_REMOTE) origin for it. */
export const remoteOrigin = (remote: keyof typeof ports) =>
  (CANDIDATE?.folder === remote ? CANDIDATE.origin : remoteOrigins[remote]) ?? `http://localhost:${ports[remote]}`;
/** A local name of the store's hosts (`localhost`, `hi.localhost`) as the store under test names it. */
export const storeHost = (local: string) => (local === 'localhost' ? SHELL_HOST : local.replace(/\.localhost$/, `.${SHELL_HOST}`));
export const storeOrigin = (local: string) => `${new URL(SHELL_URL).protocol}//${storeHost(local)}`;
