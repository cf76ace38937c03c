import { useCallback, useEffect, useState, type MouseEvent } from 'react';
import { runOperation, useNavigate } from '@tiles/shared';
import { CONTACT_SIDEBAR } from './contact.gql';

export interface SidebarBlock {
  title: string;
  html: string;
}

/**
 * The store's `contact-us-sidebar` block, asked for in the page language. The block is extra: when it cannot be
 * loaded the page is the form alone, with no error. Links inside the editors' HTML to the store's own pages
 * navigate inside the app.
 */
export function useContactSidebar() {
  const navigate = useNavigate();
  const [block, setBlock] = useState<SidebarBlock | null>(null);

  useEffect(() => {
    let live = true;
    void runOperation(CONTACT_SIDEBAR).then((result) => {
      const item = result.data?.cmsBlocks?.items?.[0];
      if (live && item?.content) setBlock({ title: item.title ?? '', html: item.content });
    });
    return () => {
      live = false;
    };
  }, []);

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
