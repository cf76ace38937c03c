import type { StoreContext } from '../context';

/** Absolute base for media URLs: PUBLIC_URL in production, else this server's local address. */
export function mediaBase(_ctx?: StoreContext): string {
  return process.env.TILES_PUBLIC_URL ?? `http://localhost:${process.env.TILES_PORT_BACKEND ?? 4000}`;
}
