import type { PageHead, TranslateOf } from '@tiles/shared';
import { breadcrumbLd, itemListLd, type LdProduct } from '../seo/jsonLd';
import type { seoMessages } from '../seo/i18n/messages';
import type { listingMessages } from './i18n/messages';
import type { ShownCategory } from './listing.gql';
import { PAGE_SIZE, type ListingOutcome } from './fetchListing';
import { shownProducts } from '../product-card/productCard.gql';

/** What a listing's head says: the category (narrowed to a room by `?tiles=`), how many tiles, which page. */
export interface ListingHeadInput {
  category: ShownCategory;
  /** The room a colour page is narrowed to (`?tiles=floor-tiles`): its url key and name. */
  room: { key: string; name: string } | null;
  count: number;
  page: number;
  totalPages: number;
  items: LdProduct[];
  firstPosition: number;
}

type Words = { seo: TranslateOf<typeof seoMessages>; listing: TranslateOf<typeof listingMessages> };

/** A listing's head: its name and count, its page's own canonical (filters and sort are not pages), prev/next, breadcrumb. */
export function listingHead(i: ListingHeadInput, t: Words, origin: string): PageHead {
  const base = `/${i.category.url_path}`;
  const at = (page: number) => {
    const query = new URLSearchParams();
    if (i.room) query.set('tiles', i.room.key);
    if (page > 1) query.set('p', String(page));
    return query.size ? `${base}?${query}` : base;
  };
  const named = i.category.meta_title ?? i.category.name;
  const title = i.room ? t.listing('roomTitle', { title: named, room: i.room.name }) : named;
  const words = { title, count: i.count, page: i.page };
  return {
    title: t.seo(i.page > 1 ? 'listingPageTitle' : 'listingTitle', words),
    description: t.seo('listingDescription', { ...words, description: i.category.meta_description ?? '' }).trim(),
    canonical: at(i.page),
    prev: i.page > 1 ? at(i.page - 1) : undefined,
    next: i.page < i.totalPages ? at(i.page + 1) : undefined,
    jsonLd: [
      breadcrumbLd(
        [
          { name: t.seo('home'), path: '/' },
          { name: title, path: at(1) },
        ],
        origin,
      ),
      ...(i.items.length ? [itemListLd(title, i.items, origin, i.firstPosition)] : []),
    ],
  };
}

/** The head's input from a fetched listing: the server's loader data and the browser's hook read the same answer. */
export function listingHeadOf(category: ShownCategory, outcome: ListingOutcome, t: Words, origin: string): PageHead {
  const products = outcome.data.products;
  const page = products?.page_info?.current_page ?? outcome.applied.page;
  const roomName = outcome.data.tilesCheck?.[0]?.name;
  return listingHead(
    {
      category,
      room: outcome.applied.tiles && roomName ? { key: outcome.applied.tiles, name: roomName } : null,
      count: products?.total_count ?? 0,
      page,
      totalPages: products?.page_info?.total_pages ?? 1,
      items: shownProducts(products?.items),
      firstPosition: (page - 1) * PAGE_SIZE + 1,
    },
    t,
    origin,
  );
}
