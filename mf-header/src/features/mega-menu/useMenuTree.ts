import { startTransition, useCallback, useEffect, useState } from 'react';
import { runOperation } from '@tiles/shared';
import { MENU_QUERY, type MenuQueryData } from './megaMenu.gql';
import { buildMenu, type MenuEntry } from './menuTree';
import { serverMenu } from './serverMenu';

export type MenuTreeState =
  | { status: 'loading' }
  | { status: 'ready'; entries: MenuEntry[] }
  | { status: 'error'; message: string };

/** Fetches the category tree behind the menu: `null` when the store did not answer with one. */
export async function fetchMenuData(): Promise<MenuQueryData | null> {
  const result = await runOperation<MenuQueryData>(MENU_QUERY);
  return result.error ? null : result.data;
}

function entriesOf(data: MenuQueryData): MenuEntry[] {
  try {
    return buildMenu(data);
  } catch {
    return []; // An answer of the wrong shape is no menu.
  }
}

/** The menu comes from the category tree on each visit, so merchandisers change it without a deploy. */
export function useMenuTree(): MenuTreeState & { retry: () => void } {
  // A page server-rendered with the menu bar starts with the same bar; its submenus fill in when the tree arrives,
  // and if the tree does not, the bar stays (its links work) rather than turning into an error.
  const [fromServer] = useState(() => serverMenu()?.map((top): MenuEntry => ({ ...top, groups: [] })) ?? null);
  const [state, setState] = useState<MenuTreeState>(() => (fromServer ? { status: 'ready', entries: fromServer } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    runOperation<MenuQueryData>(MENU_QUERY).then((result) => {
      if (!live) return;
      const entries = result.error ? [] : entriesOf(result.data);
      if (entries.length) startTransition(() => setState({ status: 'ready', entries }));
      else if (!fromServer || attempt > 0) setState({ status: 'error', message: result.error?.message ?? 'The store returned no menu.' });
    });
    return () => { live = false; };
  }, [attempt, fromServer]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, []);

  return { ...state, retry };
}
