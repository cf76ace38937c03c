import { startTransition, useCallback, useEffect, useState } from 'react';
import { runOperation, useRequestCache, type RequestCache } from '@tiles/shared';
import { MENU_QUERY, type MenuQueryData } from './megaMenu.gql';
import { buildMenu, type MenuEntry } from './menuTree';
import { serverMenu } from './serverMenu';

export type MenuTreeState =
  | { status: 'loading' }
  /**
   * `partial`: the bar the page was server-rendered with, whose submenus wait for the tree ('loading'), or whose
   * tree did not arrive ('failed': opening a submenu asks again).
   */
  | { status: 'ready'; entries: MenuEntry[]; partial?: 'loading' | 'failed' }
  | { status: 'error'; message: string };

function entriesOf(data: MenuQueryData): MenuEntry[] {
  try {
    return buildMenu(data);
  } catch {
    return []; // An answer of the wrong shape is no menu.
  }
}

/**
 * The menu's entries from the store's category tree (the browser's and the server's render), or why there are none;
 * `timeoutMs` ends the call (the server's loader waits only part of its budget).
 */
export async function fetchMenu(timeoutMs?: number): Promise<{ entries: MenuEntry[] } | { error: string }> {
  const result = await runOperation(MENU_QUERY, undefined, { timeoutMs });
  if (result.error) return { error: result.error.message };
  const entries = entriesOf(result.data);
  return entries.length ? { entries } : { error: 'The store returned no menu.' };
}

function initialState(cache: RequestCache): MenuTreeState {
  const tops = serverMenu(cache);
  return tops ? { status: 'ready', entries: tops.map((top) => ({ ...top, groups: [] })), partial: 'loading' } : { status: 'loading' };
}

/** The menu comes from the category tree on each visit, so merchandisers change it without a deploy. */
export function useMenuTree(): MenuTreeState & { retry: () => void; reload: () => void } {
  const cache = useRequestCache();
  const [state, setState] = useState<MenuTreeState>(() => initialState(cache));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    fetchMenu().then((menu) => {
      if (!live) return;
      if ('entries' in menu) startTransition(() => setState({ status: 'ready', entries: menu.entries }));
      // A bar already on screen stays when the tree does not arrive: its links work, and a submenu asks again.
      else setState((s) => (s.status !== 'ready' ? { status: 'error', message: menu.error } : s.partial ? { ...s, partial: 'failed' } : s));
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, []);

  /** Asks for the tree again, keeping what is on screen meanwhile. */
  const reload = useCallback(() => {
    setState((s) => (s.status === 'ready' && s.partial ? { ...s, partial: 'loading' } : s));
    setAttempt((a) => a + 1);
  }, []);

  return { ...state, retry, reload };
}
