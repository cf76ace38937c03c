import type { ReactNode } from 'react';
import { currentStoreOrigin, useHead, type AddToCartProps } from '@tiles/shared';
import { seoMessages } from '../seo/i18n/messages';
import { listingHeadOf } from './listingHead';
import { useListing } from './useListing';
import { ListingView } from './ListingView';
import { listingMessages } from './i18n/messages';
import type { ShownCategory } from './listing.gql';

interface Props {
  category: ShownCategory;
  renderAddToCart: (props: AddToCartProps) => ReactNode;
}

/** A category page: runs the listing hook and the page's SEO, then renders the view. */
export function CategoryListing({ category, renderAddToCart }: Props) {
  const t = listingMessages.useT();
  const listing = useListing(category.uid);
  // Colour pages narrowed to a room (?tiles=floor-tiles) are their own landing pages.
  const title = listing.tilesCategoryName ? `${category.name} · ${listing.tilesCategoryName}` : category.name;
  const description = category.meta_description ?? '';
  const words = { seo: seoMessages.useT(), listing: t };
  useHead(listing.outcome ? listingHeadOf(category, listing.outcome, words, currentStoreOrigin()) : null);
  return (
    <ListingView
      title={title}
      description={description}
      status={listing.status}
      error={listing.error}
      items={listing.items}
      totalCount={listing.totalCount}
      page={listing.page}
      totalPages={listing.totalPages}
      facets={listing.facets}
      applied={listing.applied}
      ignored={listing.ignored}
      pageHref={listing.pageHref}
      hrefWithout={listing.hrefWithout}
      clearHref={listing.clearHref}
      refine={listing.refine}
      onToggleFacet={listing.handleToggleFacet}
      onToggleFlag={listing.handleToggleFlag}
      onSort={listing.handleSort}
      onRetry={listing.handleRetry}
      renderAddToCart={renderAddToCart}
    />
  );
}
