import { useLocation } from '@tiles/shared';
import { currentLanguage, getRuntimeSettings, shareableSearch } from '@tiles/shared';
import { languageLinks, type LanguageLink } from './languageUrl';

/** Follows client-side navigation, so each link always points at the page being viewed (without its secrets). */
export function useLanguageSwitch(): LanguageLink[] {
  const { pathname, search } = useLocation();
  return languageLinks(currentLanguage().code, getRuntimeSettings(), pathname, shareableSearch(pathname, search));
}
