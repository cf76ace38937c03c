import { useEffect } from 'react';
import { resultsMessages } from './i18n/messages';

/** Sets the tab title while the page is shown and gives the previous one back afterwards. */
export function useDocumentTitle(title: string): void {
  const t = resultsMessages.useT();
  const full = t('titleSuffix', { title });
  useEffect(() => {
    const previous = document.title;
    document.title = full;
    return () => {
      document.title = previous;
    };
  }, [full]);
}
