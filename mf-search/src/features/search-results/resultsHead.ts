import { noindexHead, type ModuleHead, type PageHead, type TranslateOf } from '@tiles/shared';
import { resultsMessages } from './i18n/messages';
import { readSearchState } from './searchParams';

/** Results for a query: named after it, never indexed (endless pages of the same tiles). */
export const resultsHead = (t: TranslateOf<typeof resultsMessages>, query: string): PageHead =>
  noindexHead(t('titleSuffix', { title: query ? t('titleResults', { query }) : t('searchTiles') }));

/** The results page's `head` export: the same words the live page sets, from the URL's query. */
export const resultsPageHead: ModuleHead = async ({ language, url }) =>
  resultsHead(await resultsMessages.load(language), readSearchState(url.search).query);
