import { randomBytes } from 'node:crypto';
import type { ServerConfig } from './config';

/** A fresh value for each HTML answer: only the inline scripts and styles the server wrote carry it. */
export const newNonce = () => randomBytes(18).toString('base64');

/**
 * The Content-Security-Policy of an HTML answer, every origin in it from configuration: the stores, the remotes (the
 * federation runtime adds their scripts by URL), the API. Inline scripts and styles only with this answer's nonce; no
 * eval. Style *attributes* stay allowed: React writes `style="…"` for reserved slot space and sized images (an
 * attribute cannot run code). 'self' is whatever name the browser asked. Framing by the store's own pages only.
 */
export function contentSecurityPolicy(config: ServerConfig, nonce: string): string {
  const { graphqlUrl, restUrl, searchUrl } = config.browser.settings;
  const stores = config.stores.map((s) => s.origin);
  const api = [graphqlUrl, restUrl, searchUrl].map((u) => new URL(u).origin);
  const origins = [...new Set([...stores, ...config.remoteOrigins, ...api])].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${origins}`,
    `style-src 'self' 'nonce-${nonce}' ${origins}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${[origins, ...config.mediaOrigins].join(' ')}`,
    `font-src 'self' data: ${origins}`,
    `connect-src 'self' ${origins}`,
    "media-src 'self' blob: data:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${stores.join(' ')}`,
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Headers on every HTML answer (pages and their 404s). */
export const htmlSecurityHeaders = (config: ServerConfig, nonce: string): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(config, nonce),
  'X-Frame-Options': 'SAMEORIGIN',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Visual search's camera and voice search's microphone, for the page itself only; nothing else.
  'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'X-Content-Type-Options': 'nosniff',
});
