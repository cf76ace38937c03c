import { startTransition, useCallback, useEffect, useState } from 'react';
import { currentStoreOrigin, inServerRender, useHead, useLoaderData, useRequestCache } from '@tiles/shared';
import { seoMessages } from '../seo/i18n/messages';
import { homeMessages } from './i18n/messages';
import { homeHead } from './homeHead';
import { homeContent, knownHome, requestHome, type HomeContent } from './homeRequests';
import type { HomeResult } from './home.gql';

type State = { status: 'loading' | 'error' | 'ready' } & HomeContent;

const NOTHING_YET: HomeContent = { collections: [], trending: [] };

/** The home page's collections and trending tiles: the server render's when it had them, else asked for now. */
export function useHome() {
  const t = homeMessages.useT();
  const cache = useRequestCache();
  const fromServer = useLoaderData<HomeResult>();
  const [state, setState] = useState<State>(() => {
    // The server draws only what it hands the browser (its loader's data): an answer that came in after the loader
    // gave up would be drawn here and not in the browser's first view, which then throws the page's HTML away.
    const known = inServerRender() ? fromServer && homeContent(fromServer) : knownHome(cache);
    return known ? { status: 'ready', ...known } : { status: 'loading', ...NOTHING_YET };
  });
  const [attempt, setAttempt] = useState(0);
  useHead(homeHead(state, { seo: seoMessages.useT(), home: t }, currentStoreOrigin()));
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) return;
    let live = true;
    setState((s) => ({ ...s, status: 'loading' }));
    requestHome(cache).then((r) => {
      if (!live) return;
      if (r.error) return setState((s) => ({ ...s, status: 'error' }));
      // A transition renders the tiles in slices, so the main thread stays free for the shopper's input.
      startTransition(() => setState({ status: 'ready', ...homeContent(r.data) }));
    });
    return () => {
      live = false;
    };
  }, [cache, attempt, ready]);
  const handleRetry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, handleRetry };
}
