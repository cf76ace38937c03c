import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@tiles/shared';
import {
  collectServerHtml,
  KeepEarlyInput,
  parseRemotesConfig,
  closeEarlyActivations,
  recordEarlyInput,
  startFirstModules,
  registerRemoteManifests,
  setRuntimeSettings,
  viewModulesSettled,
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
 * The longest the first render waits for the header's and the page's code (already requested by the page's loader,
 * so usually a few hundred ms on a phone). Meanwhile the server's view stays, working as HTML, and what the
 * shopper does in it is recorded; a module that has not arrived by then shows the server's copy until it does.
 */
const FIRST_RENDER_WAIT_MS = 1500;

async function start() {
  const container = document.getElementById('root')!;
  // From now on what the shopper types, focuses, opens or clicks in the server's view is recorded, for the first
  // render (a click made before this code ran was marked by the page's loader: read here, before the copy below).
  // A click the loader recorded as an activation is its owner's to take (earlyActivation.ts); from here on every
  // click is recorded here instead, so none is both.
  closeEarlyActivations();
  const early = recordEarlyInput(container);
  // The server may have rendered the header and the page into their slots: keep that HTML for the slots to
  // show until their modules are live (React replaces the container's content on its first render).
  collectServerHtml(container);
  const root = createRoot(container);
  try {
    const config = parseRemotesConfig(await readRemotesConfig());
    setRuntimeSettings(config.settings);
    registerRemoteManifests(config.remotes);
    // The header, the page and the controls the server's view shows start loading now, side by side.
    startFirstModules(container);
    // The first render puts the header and the page in live once their code is here, instead of first copying
    // the server's HTML into React (a whole page of DOM at 4x CPU on a phone) and swapping it again moments later.
    await Promise.race([viewModulesSettled(), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
    // The first render is a transition: React renders it in slices and the page stays responsive.
    // What the shopper typed or opened in the server's view (the app starts at their first touch) survives the
    // first render, which replaces that DOM with the slots' copies of it.
    startTransition(() =>
      root.render(
        <BrowserRouter>
          <App />
          <KeepEarlyInput container={container} recorder={early} />
        </BrowserRouter>,
      ),
    );
  } catch (err) {
    root.render(<ConfigErrorPage message={err instanceof Error ? err.message : String(err)} />);
  }
}

void start();
