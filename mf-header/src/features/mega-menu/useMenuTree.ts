import { startTransition, useCallback, useEffect, useState } from 'react';
import { runOperation } from '@tiles/shared';
import { MENU_QUERY, type MenuQueryData } from './megaMenu.gql';
import { buildMenu, type MenuEntry } from './menuTree';

export type MenuTreeState =
  | { status: 'loading' }
  | { status: 'ready'; entries: MenuEntry[] }
  | { status: 'error'; message: string };

/** The menu comes from the category tree on each visit, so merchandisers change it without a deploy. */
export function useMenuTree(): MenuTreeState & { retry: () => void } {
  const [state, setState] = useState<MenuTreeState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    runOperation<MenuQueryData>(MENU_QUERY).then((result) => {
      if (!live) return;
      if (result.error) setState({ status: 'error', message: result.error.message });
      else {
        const entries = buildMenu(result.data);
        startTransition(() => setState(entries.length ? { status: 'ready', entries } : { status: 'error', message: 'The store returned no menu.' }));
      }
    });
    return () => { live = false; };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((a) => a + 1);
  }, []);

  return { ...state, retry };
}
