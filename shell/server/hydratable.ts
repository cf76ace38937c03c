/**
 * The server's first view is hydrated in place by the browser (shared/src/federation/hydration.ts): `hydrateRoot`
 * over the whole page, each slot's module inside a Suspense boundary that stays dehydrated until its code arrives.
 * The shell composes the page from separate renders (its own, each remote's), so it writes each server-rendered
 * slot's boundary itself: the markers React's own server renderer writes around a completed Suspense boundary's
 * content. React finds a boundary's server HTML by them; without them the browser's first render would not match
 * and React would throw the server's DOM away. Checked against React's own renderer in __tests__/hydratable.test.tsx.
 */
export const suspenseBoundary = (html: string): string => `<!--$-->${html}<!--/$-->`;
