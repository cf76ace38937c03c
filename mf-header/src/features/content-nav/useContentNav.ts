import { useLocation } from '@tiles/shared';
import { getRuntimeSettings } from '@tiles/shared';
import { useDisclosures } from '../mega-menu/useDisclosures';
import { isCurrentLink } from '../mega-menu/menuState';
import { contentGroups } from './contentLinks';

/** The content menu uses the same disclosure behaviour as the mega-menu. */
export function useContentNav() {
  const disclosures = useDisclosures();
  const { pathname, search } = useLocation();
  return {
    ...disclosures,
    groups: contentGroups(getRuntimeSettings().toolsBaseUrl),
    isCurrent: (href: string) => isCurrentLink(href, pathname, search),
  };
}
