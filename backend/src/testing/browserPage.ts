import { JSDOM, VirtualConsole } from 'jsdom';
import { createBus, localSettings, PORTS, setRuntimeSettings } from '@tiles/shared';
import { startTestBackend, type TestBackend } from './testServer';

/**
 * A browser page for logic-hook tests that run in Node against the real backend: jsdom's window, document and
 * storage become globals (as global-jsdom does) so React and Testing Library render, while `fetch` stays Node's
 * own, so the hook's GraphQL goes over real HTTP to the test backend. Import it first in a
 * `@jest-environment node` test file, before React or Testing Library.
 */
let reloads = 0;
const virtualConsole = new VirtualConsole();
virtualConsole.sendTo(console, { omitJSDOMErrors: true });
// jsdom cannot navigate: a reload the page asks for is counted for the test to see, any other jsdom error is shown.
virtualConsole.on('jsdomError', (error: Error) => {
  if (/Not implemented: navigation/.test(error.message)) reloads += 1;
  else console.error(error);
});
export const page = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost:3000/', virtualConsole });
/** How many times the page asked to reload or navigate away (jsdom does neither). */
export const reloadsRequested = (): number => reloads;
const own = new Set(Object.getOwnPropertyNames(globalThis));
for (const key of Object.getOwnPropertyNames(page.window)) {
  if (own.has(key) || key.startsWith('_')) continue;
  Object.defineProperty(globalThis, key, { configurable: true, get: () => (page.window as unknown as Record<string, unknown>)[key] });
}
Object.assign(globalThis, { window: page.window, document: page.window.document, IS_REACT_ACT_ENVIRONMENT: true });

/** Moves the page to another path (hooks read `window.location`), as a navigation inside the store would. */
export const visit = (path: string) => page.reconfigure({ url: new URL(path, page.window.location.href).href });

/** Forgets the page's cookies and storage between tests. */
export function clearPage(): void {
  page.window.localStorage.clear();
  page.window.sessionStorage.clear();
  page.cookieJar.removeAllCookiesSync();
}

/**
 * For a hook test file: the real backend, started once, and before each test a fresh page at `path` (no storage,
 * no cookies, a new event bus) whose GraphQL goes to it. Returns a getter, as the backend exists only once
 * `beforeAll` has run.
 */
export function withBackendPage(path = '/'): () => TestBackend {
  let backend: TestBackend | undefined;
  beforeAll(async () => {
    backend = await startTestBackend();
  }, 60_000);
  afterAll(() => backend?.close());
  beforeEach(() => {
    clearPage();
    visit(path);
    setRuntimeSettings({ ...localSettings(PORTS), graphqlUrl: `${backend!.url}/graphql` });
    (globalThis as Record<symbol, unknown>)[Symbol.for('tiles.event-bus')] = createBus();
  });
  return () => {
    if (!backend) throw new Error('withBackendPage: the backend is available inside tests and hooks only');
    return backend;
  };
}
