import { useCallback, useEffect, type MouseEvent } from 'react';
import { useHead, useLocation, useNavigate } from '@tiles/shared';
import { cmsHead } from './cmsHead';
import type { CmsPageData } from './cmsPage.gql';

/**
 * CMS content is HTML written by editors. Its internal links should navigate inside the app (no
 * full reload) and a #anchor in the URL (e.g. /investor#annual-reports) should land on its section.
 */
export function useCmsPage(page: CmsPageData) {
  const navigate = useNavigate();
  const { hash } = useLocation();
  useHead(cmsHead(page));

  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView();
  }, [hash, page.identifier]);

  const handleContentClick = useCallback(
    (e: MouseEvent<HTMLElement>) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as HTMLElement).closest('a');
      const href = link?.getAttribute('href');
      if (!link || !href || link.target || !href.startsWith('/') || href.startsWith('//')) return;
      e.preventDefault();
      navigate(href);
    },
    [navigate],
  );

  return { heading: page.content_heading || page.title || '', html: page.content ?? '', handleContentClick };
}
