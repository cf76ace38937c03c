import type { ModuleHead, PageHead } from '@tiles/shared';
import { commonMessages } from '../../i18n/messages';
import { seoMessages } from '../seo/i18n/messages';
import { listingMessages } from '../listing/i18n/messages';
import { listingHeadOf } from '../listing/listingHead';
import { isListable } from '../listing/listing.gql';
import { productHead } from '../product-page/productHead';
import { isShown } from '../product-card/productCard.gql';
import { cmsHead } from '../cms-page/cmsHead';
import { notFoundHead } from '../not-found/notFoundHead';
import type { PageData } from './pageData';

/**
 * The head of the page at a catalogue path, from its loader's data (the server's document): the same functions the
 * pages' views apply in the browser (`useHead`), so both say the same. Null without data: the shell's own title.
 */
export const catalogHead: ModuleHead = async ({ data, language, url }) => {
  const page = data as PageData | undefined;
  if (!page) return null;
  const [seo, listing, common] = await Promise.all([
    seoMessages.load(language),
    listingMessages.load(language),
    commonMessages.load(language),
  ]);
  const route = page.route;
  const head: PageHead | null =
    route?.__typename === 'CategoryTree' && isListable(route) && page.listing
      ? listingHeadOf(route, page.listing.outcome, { seo, listing }, url.origin)
      : route?.__typename === 'SimpleProduct' && isShown(route)
        ? productHead(route, seo, url.origin)
        : route?.__typename === 'CmsPage' && route.identifier
          ? cmsHead({ ...route, identifier: route.identifier })
          : null;
  return head ?? notFoundHead(common);
};
