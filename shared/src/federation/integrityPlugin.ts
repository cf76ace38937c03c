import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

/** The page configuration's hashes, checked: absolute http(s) URLs to SHA-384s, anything else dropped. */
export function readIntegrity(raw: unknown): ReadonlyMap<string, string> {
  const hashes = new Map<string, string>();
  if (!raw || typeof raw !== 'object') return hashes;
  for (const [url, hash] of Object.entries(raw))
    if (/^https?:\/\//.test(url) && URL.canParse(url) && typeof hash === 'string' && SHA384.test(hash)) hashes.set(new URL(url).href, hash);
  return hashes;
}

/**
 * A pinned release's manifest and remote entry load only with the bytes the remotes file names (Subresource
 * Integrity: the browser refuses other bytes, and the slot falls back as for a remote that is down), as the shell's
 * server runs only a pinned server container. The chunks an entry loads are its own webpack runtime's, which this
 * runtime never sees: they are not covered.
 */
export function integrityPlugin(hashes: ReadonlyMap<string, string>): ModuleFederationRuntimePlugin {
  const of = (url: string) => (URL.canParse(url, document.baseURI) ? hashes.get(new URL(url, document.baseURI).href) : undefined);
  return {
    name: 'tiles-pinned-integrity',
    createScript({ url }) {
      const integrity = of(url);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.integrity = integrity;
      script.crossOrigin = 'anonymous'; // integrity needs a CORS answer from the remote's host
      return { script };
    },
    fetch(url, init) {
      const integrity = of(url);
      return integrity ? fetch(url, { ...init, integrity }) : undefined;
    },
  };
}
