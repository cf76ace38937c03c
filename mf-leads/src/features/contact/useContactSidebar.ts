import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from '@tiles/shared';
import { loadSidebarBlock, type SidebarBlock } from './contactSidebarData';

export type { SidebarBlock } from './contactSidebarData';

/**
 * The store's `contact-us-sidebar` block, asked for in the page language. The block is extra: when it cannot be
 * loaded the page is the form alone, with no error. Links inside the editors' HTML to the store's own pages
 * navigate inside the app. `initial`: the block the server rendered the page with (then nothing is asked again).
 */
export function useContactSidebar(initial?: SidebarBlock | null) {
  const navigate = useNavigate();
  const [block, setBlock] = useState<SidebarBlock | null>(initial ?? null);

  useEffect(() => {
    if (initial !== undefined) return;
    let live = true;
    void loadSidebarBlock().then((loaded) => {
      if (live && loaded) setBlock(loaded);
    });
    return () => {
      live = false;
    };
  }, [initial]);

  const handleContentClick = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const href = (e.target as HTMLElement).closest('a')?.getAttribute('href');
      if (!href || !href.startsWith('/') || href.startsWith('//')) return;
      e.preventDefault();
      navigate(href);
    },
    [navigate],
  );

  return { block, handleContentClick };
}
