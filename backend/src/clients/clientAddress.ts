import { BlockList, isIP } from 'node:net';
import { ConfigError } from '../configError';

/** The proxies whose X-Forwarded-For the backend believes (the shell, a CDN): addresses and CIDR ranges. */
export interface TrustedProxies {
  has(address: string): boolean;
  /** As configured, for the start-up log and errors. */
  readonly source: string;
}

const normalise = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/**
 * `TILES_TRUSTED_PROXIES`: comma-separated addresses or CIDRs (`127.0.0.1, ::1, 10.0.0.0/8`). Empty (the default)
 * trusts no one: every client is its connection's address. `npm start` adds loopback, where it runs the shell.
 * A malformed entry is a ConfigError: a typo must not silently trust, or distrust, a proxy.
 */
export function trustedProxiesFromEnv(raw = process.env.TILES_TRUSTED_PROXIES ?? ''): TrustedProxies {
  const list = new BlockList();
  for (const entry of raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? null : Number(bits);
    const maxBits = family === 6 ? 128 : 32;
    if (!family || extra !== undefined || (prefix !== null && (!/^\d+$/.test(bits) || prefix > maxBits))) {
      throw new ConfigError(`TILES_TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR range (e.g. 127.0.0.1, ::1, 10.0.0.0/8).`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (prefix === null) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  }
  return {
    source: raw,
    has(address) {
      const a = normalise(address);
      const family = isIP(a);
      return family !== 0 && list.check(a, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

/**
 * The address a request counts against. The connection's peer, unless the peer is a trusted proxy: then the
 * X-Forwarded-For chain is read from the right (each proxy appends the address it saw), skipping trusted proxies,
 * and the first address no trusted proxy would have written is the client. Entries to its left were sent by the
 * client itself and are never believed, so a caller cannot pick a fresh identity per request.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | null | undefined, trusted: TrustedProxies): string {
  let client = normalise(peer ?? '') || 'unknown';
  if (!trusted.has(client) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map(normalise).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isIP(hops[i])) return client;
    client = hops[i];
    if (!trusted.has(client)) return client;
  }
  return client;
}

/** An IPv6 address's eight 16-bit groups ("::" expanded, an embedded IPv4 tail counted as two), zone dropped. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.replace(/%.*$/, '').split('::');
  const parts = (s: string | undefined) => (s ? s.split(':') : []);
  const width = (groups: string[]) => groups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const left = parts(head);
  const right = parts(tail);
  const gap = tail === undefined ? 0 : 8 - width(left) - width(right);
  return [...left, ...Array<string>(gap).fill('0'), ...right];
}

/**
 * The key per-client limits count against: an IPv4 address as it is, an IPv6 address by its /64. One IPv6 customer
 * line gets a whole /64 (2^64 addresses): counting single addresses would give each of its devices — or one
 * attacker — a fresh allowance per address.
 */
export function clientGroup(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
