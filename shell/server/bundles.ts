import { createHash } from 'node:crypto';
import vm from 'node:vm';
import { recheckEvery } from './recheck';

/** A remote's server container (its `dist/server/<name>.<hash>.cjs`), as the federation runtime uses it. */
export type ServerBundle = { get: (...args: never[]) => unknown; init: (...args: never[]) => unknown };

// A container's `require`: Node's built-ins only (React and @tiles/shared come through federation), none of the shell's.
function builtinsOnly(id: string): unknown {
  const builtin = process.getBuiltinModule(id);
  if (!builtin) throw new Error(`a server bundle may require Node's built-in modules only, not "${id}"`);
  return builtin;
}

/** `sha384-<base64>` of `code`, the Subresource Integrity form webpack's server build writes into ssr.json. */
export const integrityOf = (code: string) => `sha384-${createHash('sha384').update(code).digest('base64')}`;

/** Per server folder, the SHA-384 the configuration pins (config.ts): the host's ssr.json cannot vouch for other bytes. */
let pinned = new Map<string, string>();
export const pinServerIntegrity = (byFolder: Map<string, string>) => void (pinned = byFolder);

/** The container ssr.json names, run only when its SHA-384 is the one ssr.json states (and the pinned one); else null. */
async function download(base: string, file: string, integrity: unknown): Promise<ServerBundle | null> {
  if (typeof integrity !== 'string' || !/^sha384-[A-Za-z0-9+/]+={0,2}$/.test(integrity)) {
    console.warn(`[shell] ${base}ssr.json names no sha384 integrity: its server render is off`);
    return null;
  }
  const pin = pinned.get(base);
  if (pin && integrity !== pin) {
    console.warn(`[shell] ${base}ssr.json states another integrity than the pinned release's: not run (browser render)`);
    return null;
  }
  const code = await (await fetch(base + file, { signal: AbortSignal.timeout(5000) })).text();
  if (integrityOf(code) !== integrity) {
    console.warn(`[shell] ${base}${file} does not match the integrity in ssr.json: not run`);
    return null;
  }
  const module = { exports: {} as Partial<ServerBundle> };
  const wrapper: unknown = new vm.Script(`(function (exports, require, module) {${code}\n})`, { filename: base + file }).runInThisContext();
  (wrapper as (...args: unknown[]) => void)(module.exports, builtinsOnly, module);
  const { get, init } = module.exports;
  return typeof get === 'function' && typeof init === 'function' ? (module.exports as ServerBundle) : null;
}

const bundles = recheckEvery<{ file: string | null; integrity?: unknown; exports: ServerBundle | null }>(
  5000,
  10_000,
  async (base, had) => {
    let file: string | null = null;
    try {
      const res = await fetch(`${base}ssr.json`, { signal: AbortSignal.timeout(1000) });
      if (res.status >= 500) return undefined;
      const ssr = res.ok ? ((await res.json()) as { file?: unknown; integrity?: unknown }) : null;
      file = typeof ssr?.file === 'string' && /^[\w.-]+\.cjs$/.test(ssr.file) ? ssr.file : null; // a file beside ssr.json
      if (had && had.file === file && (!pinned.has(base) || had.integrity === pinned.get(base))) return had;
      const exports = file ? await download(base, file, ssr?.integrity) : null;
      // One that did not load is fetched again at the next check, not remembered as that file's answer.
      return { file: exports ? file : null, integrity: ssr?.integrity, exports };
    } catch (err) {
      // No answer, a body cut off, a download that failed: no verdict on the file, the bundle in hand stays.
      if (file) console.warn(`[shell] server bundle ${base}${file} failed to load: ${(err as Error).message}`);
      return undefined;
    }
  },
);

// The server bundle of the remote whose manifest is at `manifestUrl` (configured; never from a request), re-checked so
// a redeploy is picked up; null: the browser renders it. A due check is awaited 400 ms: older HTML keeps old attributes.
export async function serverBundleOf(manifestUrl: string): Promise<ServerBundle | null> {
  return (await bundles(new URL('server/', manifestUrl).href, 400))?.exports ?? null;
}
