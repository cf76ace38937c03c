import { useCallback, useEffect, useMemo, type MouseEvent } from 'react';
import { useLocation } from '@tiles/shared';
import { isCurrentLink, openKeys, topLinkClick } from './menuState';
import type { MenuEntry } from './menuTree';
import { isNarrow, useDisclosures } from './useDisclosures';
import { useMenuTree } from './useMenuTree';
import { useRecommended } from './useRecommended';

const noHover = () => typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;

/** The mega-menu's logic: the tree, per-entry open state, lazy recommendations and the top-link rule. */
export function useMegaMenu() {
  const tree = useMenuTree();
  const disclosures = useDisclosures();
  const { byPath, load } = useRecommended();
  const { pathname, search } = useLocation();
  const entries = useMemo(() => (tree.status === 'ready' ? tree.entries : []), [tree]);

  const { open } = disclosures;
  useEffect(() => {
    for (const key of openKeys(open)) {
      const entry = entries.find((e) => e.key === key);
      if (entry) load(entry.path);
    }
  }, [open, entries, load]);

  // The server's bar whose tree did not arrive: a shopper opening a submenu is the moment to ask again.
  const treeFailed = tree.status === 'ready' && tree.partial === 'failed';
  const { reload } = tree;
  useEffect(() => {
    if (treeFailed && openKeys(open).length) reload();
  }, [treeFailed, open, reload]);

  const { handleOpen } = disclosures;
  const handleTopLinkClick = useCallback(
    (entry: MenuEntry, e: MouseEvent<HTMLAnchorElement>) => {
      const pointer = (e.nativeEvent as PointerEvent).pointerType;
      const touchOrNarrow = pointer === 'touch' || pointer === 'pen' || noHover() || isNarrow();
      if (topLinkClick(Boolean(open[entry.key]), touchOrNarrow) === 'open') {
        e.preventDefault();
        handleOpen(entry.key);
      }
    },
    [open, handleOpen],
  );

  const isCurrent = useCallback((href: string) => isCurrentLink(href, pathname, search), [pathname, search]);

  return { tree, entries, ...disclosures, recommended: byPath, handleTopLinkClick, isCurrent };
}
