import { createHash } from 'node:crypto';
import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';
import { withTimeout } from '@tiles/shared/src/async/withTimeout';

/** A remote's server container (its `dist/server/<name>.<hash>.cjs`), as the federation runtime uses it. */
export interface ServerBundle {
  get: (...args: never[]) => unknown;
  init: (...args: never[]) => unknown;
}

const BUNDLE_CHECK_MS = 5000;
/** The longest one check (ssr.json, download, evaluation) may hold the next pages' wait for a bundle. */
const CHECK_LIMIT_MS = 10_000;
/**
 * How long a page waits for a due re-check before it renders with the bundle in hand. The browser hydrates the
 * server's HTML with the remote's current browser code: HTML from a bundle older than that code would keep the old
 * bundle's attributes (React does not patch them in production), so a redeploy is taken at once when the check is
 * quick (a local remote: a few ms, plus loading the new bundle).
 */
const FRESH_WAIT_MS = 400;

const bundles = new Map<string, { checkedAt: number; file: string | null; exports: ServerBundle | null }>();
const checking = new Map<string, Promise<ServerBundle | null>>();
const hostRequire = createRequire(__filename);

/**
 * A container may take from the host Node's own modules only: React and @tiles/shared reach it through federation's
 * share scope (the shell's own copies); nothing else of the shell's node_modules or its files reaches remote code.
 */
function builtinsOnly(id: string): unknown {
  if (!isBuiltin(id)) throw new Error(`a server bundle may require Node's built-in modules only, not "${id}"`);
  return hostRequire(id);
}

/** `sha384-<base64>` of `code`, the Subresource Integrity form webpack's server build writes into ssr.json. */
export const integrityOf = (code: string) => `sha384-${createHash('sha384').update(code).digest('base64')}`;

/** Runs a verified container's CommonJS code and returns its exports (null when they are not a container). */
export function evaluateBundle(code: string, filename: string): ServerBundle | null {
  const module = { exports: {} as Partial<ServerBundle> };
  const wrapper = new vm.Script(`(function (exports, require, module) {${code}\n})`, { filename }).runInThisContext() as (
    exports: object,
    require: (id: string) => unknown,
    module: object,
  ) => void;
  wrapper(module.exports, builtinsOnly, module);
  const { get, init } = module.exports;
  return typeof get === 'function' && typeof init === 'function' ? (module.exports as ServerBundle) : null;
}

interface SsrManifest {
  file?: unknown;
  integrity?: unknown;
}

async function download(base: string, ssr: SsrManifest): Promise<ServerBundle | null> {
  const { file, integrity } = ssr;
  if (typeof file !== 'string' || !/^[\w.-]+\.cjs$/.test(file)) return null;
  if (typeof integrity !== 'string' || !/^sha384-[A-Za-z0-9+/]+={0,2}$/.test(integrity)) {
    console.warn(`[shell] ${base}ssr.json names no sha384 integrity: its server render is off`);
    return null;
  }
  const code = await (await fetch(base + file, { signal: AbortSignal.timeout(5000) })).text();
  if (integrityOf(code) !== integrity) {
    console.warn(`[shell] ${base}${file} does not match the integrity in ssr.json: not run`);
    return null;
  }
  return evaluateBundle(code, base + file);
}

async function check(base: string): Promise<ServerBundle | null> {
  const known = bundles.get(base);
  let ssr: SsrManifest | null = null;
  let answered = false;
  try {
    const res = await fetch(`${base}ssr.json`, { signal: AbortSignal.timeout(1000) });
    if (res.ok) ssr = (await res.json()) as SsrManifest;
    // Only once the body is read: a body cut off by the timeout (a busy host) is no answer, not "no bundle".
    answered = res.status < 500;
  } catch {
    /* no server render for this remote */
  }
  const file = typeof ssr?.file === 'string' ? ssr.file : null;
  // A re-check that failed (slow answer, 5xx) keeps the bundle we have, as a blip is not a redeploy; a first check
  // that got no answer is tried again by the next page.
  if (!answered) {
    if (known) known.checkedAt = Date.now();
    return known?.exports ?? null;
  }
  if (known && known.file === file) {
    known.checkedAt = Date.now();
    return known.exports;
  }
  let exports: ServerBundle | null = null;
  try {
    exports = ssr ? await download(base, ssr) : null;
  } catch (err) {
    // A download that failed (slow, cut off) is no verdict on the file: the bundle in hand (if any) stays, and
    // the next page asks again.
    console.warn(`[shell] server bundle ${base}${file} failed to load: ${(err as Error).message}`);
    if (known) known.checkedAt = Date.now();
    return known?.exports ?? null;
  }
  // A bundle that did not load (a timeout on a busy machine) is fetched again at the next check, not taken as that
  // file's final answer: remembering its name would switch this remote's server render off until a redeploy.
  bundles.set(base, { checkedAt: Date.now(), file: exports ? file : null, exports });
  return exports;
}

/**
 * The server bundle of the remote whose manifest is at `manifestUrl` (a configured URL; never one from a request),
 * re-checked every few seconds so a redeploy is picked up like the browser code. A page that finds the re-check due
 * waits a moment for it (FRESH_WAIT_MS), then renders with the bundle in hand while it goes on. Null: the browser
 * renders that module.
 */
export async function serverBundleOf(manifestUrl: string): Promise<ServerBundle | null> {
  const base = new URL('server/', manifestUrl).href;
  const known = bundles.get(base);
  if (known && Date.now() - known.checkedAt < BUNDLE_CHECK_MS) return known.exports;
  let pending = checking.get(base);
  if (!pending) {
    // Bounded as a whole: a check that never settles (seen under heavy load) must not hold every later page.
    pending = withTimeout(check(base), CHECK_LIMIT_MS, () => known?.exports ?? null).finally(() => checking.delete(base));
    checking.set(base, pending);
  }
  return known ? withTimeout(pending, FRESH_WAIT_MS, () => known.exports) : pending;
}
