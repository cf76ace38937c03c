/** Splits a suggestion link into an in-app path (router) or an external address (full navigation). */
export function routeFor(
  href: string,
  origin: string = typeof location === 'undefined' ? 'http://localhost' : location.origin,
): { internal: true; path: string } | { internal: false; href: string } {
  if (href.startsWith('/')) return { internal: true, path: href };
  const url = new URL(href);
  return url.origin === origin ? { internal: true, path: `${url.pathname}${url.search}${url.hash}` } : { internal: false, href: url.href };
}
