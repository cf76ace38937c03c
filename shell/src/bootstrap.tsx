import { startTransition } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { BrowserRouter } from '@tiles/shared';
import {
  parseRemotesConfig,
  markServerRendered,
  startFirstModules,
  registerRemoteManifests,
  setRuntimeSettings,
  setModuleLoads,
  readPageRoutes,
  readIntegrity,
  watchEarlyClicks,
  reportSlotProblem,
  whenIdle,
} from '@tiles/shared';
import { App } from './App';
import { ConfigErrorPage } from './layout/ConfigErrorPage';

declare global {
  interface Window {
    /** Inlined by the shell's server to save a round trip; otherwise fetched from remotes.json. */
    __TILES_REMOTES__?: unknown;
  }
}

async function readRemotesConfig(): Promise<unknown> {
  if (window.__TILES_REMOTES__) return window.__TILES_REMOTES__;
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  return res.json();
}

/**
 * A part of the server's HTML React could not take over as it was (the browser's first render drew something
 * else) is drawn again by React in the browser: the page still works, but the server's HTML and the module disagree,
 * which is a bug to fix. Said on the console, where the e2e tests look for it.
 */
function reportHydrationMismatch(error: unknown, info: ErrorInfo) {
  console.error(
    '[shell] hydration mismatch:',
    error instanceof Error ? error.message : error,
    // React wraps what a render threw ("an error during concurrent rendering"): the thrown error says what it was.
    error instanceof Error && error.cause instanceof Error ? `(cause: ${error.cause.message})` : '',
    info.componentStack
      ?.split('\n')
      .slice(1, 6)
      .map((l) => l.trim())
      .join(' < '),
  );
  reportSlotProblem({ kind: 'hydration' });
}

async function start() {
  const container = document.getElementById('root')!;
  // The server rendered this App into the page (shell/server/render.tsx): React takes over its DOM in place.
  const hydrating = container.hasAttribute('data-hydrate');
  if (hydrating) {
    watchEarlyClicks(container);
    markServerRendered(container);
  }
  try {
    const config = parseRemotesConfig(await readRemotesConfig());
    setRuntimeSettings(config.settings);
    registerRemoteManifests(config.remotes, readIntegrity(config.integrity));
    setModuleLoads(config.loads);
    // The header, the page and the controls the server's view shows start loading now, side by side.
    startFirstModules(container);
    const app = (
      <BrowserRouter>
        <App routes={readPageRoutes(config.routes)} />
      </BrowserRouter>
    );
    if (hydrating) {
      // Hydrated at once: each slot's module is attached to its server HTML as its code arrives (the one the
      // shopper touches first), and until then that HTML works as it is (RemoteSlot's HydratedSlot).
      // In a transition: React's default lane hydrates the whole root in one task; a transition's lane is hydrated
      // in slices a tap gets between (a tap on a part not hydrated yet still hydrates that part at once).
      startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportHydrationMismatch }));
    } else createRoot(container).render(app);
  } catch (err) {
    // No app to hydrate with: the error page replaces the server's view.
    createRoot(container).render(<ConfigErrorPage message={err instanceof Error ? err.message : String(err)} />);
  }
}

void start();
// Real shoppers' measurements: their code (web-vitals, ~3.5 KB) only once the page is idle, never in the first view's.
void whenIdle().then(() => import(/* webpackChunkName: "vitals" */ './vitals/reportVitals').then((m) => m.reportVitals()));
