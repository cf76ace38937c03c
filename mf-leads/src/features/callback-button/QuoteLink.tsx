import { PATHS } from '@tiles/shared';
import { callbackButtonMessages } from './i18n/messages';

/**
 * "Request a project quote" beside a product page's callback button: a plain link to the quote page with this tile
 * pre-filled (`?sku=`), the same with or without scripts.
 */
export function QuoteLink({ sku }: { sku: string }) {
  const t = callbackButtonMessages.useT();
  return (
    <a href={`${PATHS.projectQuote}?sku=${encodeURIComponent(sku)}`} className="lead-quote-link">
      {t('requestQuote')}
    </a>
  );
}
