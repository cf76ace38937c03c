import { orderCancellationEnabled } from '../orders/cancellationSettings';
/**
 * Non-null fields of Magento's schema that this store keeps no data for, resolved with the values a stock
 * Magento 2.4.7 answers with its default configuration. Without them the field resolves null, and GraphQL nulls the
 * whole parent object (a store config, a category, a product) with an error instead of the answer.
 */

/** Magento's default `sales/cancellation/reasons` (shown only where order cancellation is enabled; here it is not). */
const CANCELLATION_REASONS = [
  'The item(s) are no longer needed',
  'The order was placed by mistake',
  'Item(s) not arriving within the expected timeframe',
  'Found a better price elsewhere',
  'Other',
].map((description) => ({ description }));

/** A product without reviews (the store has no reviews module): Magento answers 0 and an empty first page. */
const NO_REVIEWS = {
  rating_summary: () => 0,
  review_count: () => 0,
  reviews: (_: unknown, args: { pageSize?: number; currentPage?: number }) => ({
    items: [],
    page_info: { page_size: args.pageSize ?? 20, current_page: args.currentPage ?? 1, total_pages: 0 },
  }),
};

/** A category is reached at its own URL, never through a redirect. */
const NOT_REDIRECTED = { redirect_code: (c: { redirect_code?: number }) => c.redirect_code ?? 0 };

export const magentoDefaultResolvers = {
  StoreConfig: {
    // The contact form and newsletter modules are enabled in a stock install; order cancellation is this store's choice.
    contact_enabled: () => true,
    newsletter_enabled: () => true,
    order_cancellation_enabled: () => orderCancellationEnabled(),
    order_cancellation_reasons: () => CANCELLATION_REASONS,
  },
  CategoryTree: NOT_REDIRECTED,
  SimpleProduct: NO_REVIEWS,
};
