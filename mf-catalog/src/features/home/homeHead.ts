import { PATHS, type ModuleHead, type PageHead, type TranslateOf } from '@tiles/shared';
import { itemListLd, storeLd } from '../seo/jsonLd';
import { seoMessages } from '../seo/i18n/messages';
import { homeMessages } from './i18n/messages';
import { homeContent, type HomeContent } from './homeRequests';
import type { HomeResult } from './home.gql';

type Words = { seo: TranslateOf<typeof seoMessages>; home: TranslateOf<typeof homeMessages> };

/** The home page's head: the store as an Organization and a WebSite with its search, and the trending tiles. */
export function homeHead(content: HomeContent | undefined, t: Words, origin: string): PageHead {
  const trending = content?.trending ?? [];
  return {
    title: t.home('pageTitle'),
    description: t.home('pageDescription'),
    canonical: '/',
    jsonLd: [
      ...storeLd(t.seo('storeName'), origin, PATHS.searchResults),
      ...(trending.length ? [itemListLd(t.home('trendingTitle'), trending, origin)] : []),
    ],
  };
}

/** The home page's `head` export: from its loader's data (the collections may not have come in time: no trending list). */
export const homePageHead: ModuleHead = async ({ data, language, url }) => {
  const [seo, home] = await Promise.all([seoMessages.load(language), homeMessages.load(language)]);
  return homeHead(data ? homeContent(data as HomeResult) : undefined, { seo, home }, url.origin);
};
