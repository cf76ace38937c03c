import { useCallback, useEffect, useReducer, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from '@tiles/shared';
import { useBusEvent } from '@tiles/shared';
import { menuReducer, openKeys, type OpenState } from './menuState';

/** Under this width the navigation lives in the drawer (spec: 991 px). */
export const NARROW_QUERY = '(max-width: 990.98px)';
export const isNarrow = () => typeof matchMedia === 'function' && matchMedia(NARROW_QUERY).matches;

export interface Disclosures {
  open: OpenState;
  containerRef: React.RefObject<HTMLElement | null>;
  toggleRef: (key: string) => (el: HTMLButtonElement | null) => void;
  handleToggle: (key: string) => void;
  handleOpen: (key: string) => void;
  handleKeyDown: (e: KeyboardEvent) => void;
  handleBlur: (e: FocusEvent) => void;
}

/**
 * The W3C disclosure-navigation pattern for a set of toggles: Enter/Space toggle (native buttons),
 * Escape closes and returns focus to the toggle, focus or a pointer leaving the container closes,
 * and a navigation closes everything.
 */
export function useDisclosures(): Disclosures {
  const [open, dispatch] = useReducer(menuReducer, {});
  const containerRef = useRef<HTMLElement | null>(null);
  const toggles = useRef(new Map<string, HTMLButtonElement>());
  const { pathname, search } = useLocation();

  useEffect(() => dispatch({ type: 'closeAll' }), [pathname, search]);
  // Another part of the page takes over (mini cart, callback form, a popup, a search): get out of its way.
  const closeAll = useCallback(() => dispatch({ type: 'closeAll' }), []);
  useBusEvent('cart:open-requested', closeAll);
  useBusEvent('leads:callback-requested', closeAll);
  useBusEvent('leads:popup-opened', closeAll);
  useBusEvent('search:submitted', closeAll);

  const anyOpen = openKeys(open).length > 0;
  useEffect(() => {
    if (!anyOpen) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!containerRef.current?.contains(e.target as Node)) dispatch({ type: 'closeAll' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anyOpen]);

  const toggleRef = useCallback(
    (key: string) => (el: HTMLButtonElement | null) => {
      if (el) toggles.current.set(key, el);
      else toggles.current.delete(key);
    },
    [],
  );

  const handleToggle = useCallback((key: string) => dispatch({ type: 'toggle', key, exclusive: !isNarrow() }), []);
  const handleOpen = useCallback(
    (key: string) => {
      if (!open[key]) dispatch({ type: 'toggle', key, exclusive: !isNarrow() });
    },
    [open],
  );

  const handleKeyDown = useCallback(
    (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const inside = openKeys(open).find((k) =>
        toggles.current
          .get(k)
          ?.closest('li')
          ?.contains(e.target as Node),
      );
      const key = inside ?? openKeys(open)[0];
      if (!key) return;
      // Handled here, so an enclosing drawer keeps its own Escape for when nothing is open (the drawer is a popover:
      // the browser's Escape closes it unless the key's default is prevented).
      e.stopPropagation();
      e.preventDefault();
      dispatch({ type: 'close', key });
      toggles.current.get(key)?.focus();
    },
    [open],
  );

  const handleBlur = useCallback((e: FocusEvent) => {
    // No related target means focus went nowhere (a click on plain text, the window losing focus):
    // pointer clicks outside are handled by the pointerdown listener instead.
    const next = e.relatedTarget as Node | null;
    if (!next || containerRef.current?.contains(next)) return;
    dispatch({ type: 'closeAll' });
  }, []);

  return { open, containerRef, toggleRef, handleToggle, handleOpen, handleKeyDown, handleBlur };
}
