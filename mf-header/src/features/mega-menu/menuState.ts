/** Open state held per top entry (spec §2), keyed by the entry's key. */
export type OpenState = Readonly<Record<string, boolean>>;

export type MenuAction =
  /** exclusive: the desktop panels share one place, so opening one closes the others; the drawer's accordions do not. */
  { type: 'toggle'; key: string; exclusive: boolean } | { type: 'close'; key: string } | { type: 'closeAll' };

export function menuReducer(state: OpenState, action: MenuAction): OpenState {
  switch (action.type) {
    case 'toggle': {
      const opening = !state[action.key];
      if (!opening) return { ...state, [action.key]: false };
      return action.exclusive ? { [action.key]: true } : { ...state, [action.key]: true };
    }
    case 'close':
      return state[action.key] ? { ...state, [action.key]: false } : state;
    case 'closeAll':
      return Object.values(state).some(Boolean) ? {} : state;
  }
}

export const openKeys = (state: OpenState): string[] => Object.keys(state).filter((k) => state[k]);

/**
 * What a click on a top entry's link does. With a mouse on a wide screen it navigates; on touch or narrow
 * screens there is no hover, so the first click opens the submenu and a second click navigates.
 */
export function topLinkClick(isOpen: boolean, touchOrNarrow: boolean): 'navigate' | 'open' {
  return touchOrNarrow && !isOpen ? 'open' : 'navigate';
}

/** Whether a menu link is the current page: same path, and every query parameter of the link present. */
export function isCurrentLink(href: string, pathname: string, search: string): boolean {
  const [path, query = ''] = href.split('?');
  if (path.replace(/\/+$/, '') !== pathname.replace(/\/+$/, '')) return false;
  const have = new URLSearchParams(search);
  return [...new URLSearchParams(query)].every(([k, v]) => have.get(k) === v);
}
