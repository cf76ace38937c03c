import { useEffect, useMemo, useState } from 'react';
import { useLocation } from '@tiles/shared';
import { presentItems, runOperation, type VisualSearchImage } from '@tiles/shared';
import { isShownProduct, type ShownProductCard } from '../search-results/searchResults.types';
import { useDocumentTitle } from '../search-results/useDocumentTitle';
import { imageFromHandoff } from '../image-upload/handoff';
import { PRODUCTS_BY_SKU } from './visualSearch.gql';
import { VisualSearchError, searchByImage } from './visualSearchApi';
import { visualMessages } from './i18n/messages';

export interface VisualResult {
  product: ShownProductCard;
  score: number | null;
}

export type VisualLoad =
  | { status: 'no-image' }
  | { status: 'loading' }
  | { status: 'done'; results: VisualResult[]; preview: string | null }
  | { status: 'failed'; message: string };

/** /visual-search: the handed-over photo → ranked SKUs (REST) → product cards (GraphQL), in rank order. */
export function useVisualSearch() {
  const t = visualMessages.useT();
  const location = useLocation();
  // Read once per navigation: each upload arrives as a new history entry with the photo in its state.
  const current = useMemo<VisualSearchImage | null>(() => imageFromHandoff(location.state), [location.state]);
  const [load, setLoad] = useState<VisualLoad>(current ? { status: 'loading' } : { status: 'no-image' });
  const [attempt, setAttempt] = useState(0);
  useDocumentTitle(t('title'));

  useEffect(() => {
    if (!current) {
      setLoad({ status: 'no-image' });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    (async () => {
      const { matches, preview } = await searchByImage(current, controller.signal);
      if (!matches.length) return setLoad({ status: 'done', results: [], preview });
      const skus = matches.map((m) => m.sku);
      const result = await runOperation(PRODUCTS_BY_SKU, { skus, pageSize: skus.length });
      if (result.error) throw new VisualSearchError(result.error.message);
      const bySku = new Map(
        presentItems(result.data.products?.items)
          .filter(isShownProduct)
          .map((p) => [p.sku, p]),
      );
      const results = matches.flatMap((m) => (bySku.has(m.sku) ? [{ product: bySku.get(m.sku)!, score: m.score }] : []));
      if (!controller.signal.aborted) setLoad({ status: 'done', results, preview });
    })().catch((err: unknown) => {
      if (controller.signal.aborted) return;
      // The service explains itself in English only: Hindi and Tamil shoppers get the general message.
      setLoad({ status: 'failed', message: err instanceof VisualSearchError && t.language === 'en' ? err.message : t('unavailable') });
    });
    return () => controller.abort();
  }, [current, attempt, t]);

  return { image: current, load, handleRetry: () => setAttempt((n) => n + 1) };
}
