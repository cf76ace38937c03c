import { failureText } from '@tiles/shared';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { presentItems, type GraphQLFailure } from '@tiles/shared';
import { ActiveFilters } from './ActiveFilters';
import { FiltersPanel, FiltersToggle, facetsToOffer } from './FiltersPanel';
import { NoResults } from './NoResults';
import { Pagination } from './Pagination';
import { ProductCard } from './ProductCard';
import type { SortValue } from './searchParams';
import { isShownProduct, type ShownProductCard, type SearchProductsData } from './searchResults.types';
import { SortSelect } from './SortSelect';
import './searchResults.css';
import { resultsMessages } from './i18n/messages';

export interface SearchResultsViewProps {
  query: string;
  page: number;
  sort: SortValue;
  filters: Record<string, string>;
  load:
    | { status: 'idle' }
    | { status: 'loading' }
    | { status: 'done'; data: NonNullable<SearchProductsData['products']> }
    | { status: 'failed'; error: GraphQLFailure };
  trending: string[];
  renderAddToCart: (product: ShownProductCard) => ReactNode;
  sortFields: [string, string][];
  filterHref: (code: string, value: string) => string;
  hrefWithout: (code: string) => string;
  clearHref: string;
  pageHref: (page: number) => string;
  handleSort: (sort: SortValue) => void;
  handlePage: (e: MouseEvent) => void;
  handleRetry: () => void;
}

/** /catalogsearch/result/?q= — the query is always rendered as text, never as markup. */
export function SearchResultsView(p: SearchResultsViewProps) {
  // Here, not in the panel: the panel goes while results reload, and a phone shopper picking several filters
  // should find it still open after each one.
  const [filtersShown, setFiltersShown] = useState(false);
  const t = resultsMessages.useT();
  if (!p.query) {
    return (
      <div className="srch-results">
        <h1 className="srch-results-title">{t('searchTiles')}</h1>
        <p>{t('typeHint')}</p>
      </div>
    );
  }
  const data = p.load.status === 'done' ? p.load.data : null;
  const total = data?.total_count ?? 0;
  const aggregations = presentItems(data?.aggregations);
  const filtered = Object.keys(p.filters).length > 0;
  const facets = facetsToOffer(aggregations, p.filters);
  return (
    <div className="srch-results" aria-busy={p.load.status === 'loading'}>
      <h1 className="srch-results-title">
        {t('resultsForBefore')}
        <span className="srch-query">{p.query}</span>
        {t('resultsForAfter')}
      </h1>
      <p className="srch-count" role="status">
        {p.load.status === 'loading' ? t('searching') : data ? t('found', { count: total }) : ''}
      </p>
      {p.load.status === 'failed' && (
        <div className="srch-error" role="alert">
          <p>{failureText(p.load.error)}</p>
          <button type="button" className="srch-button" onClick={p.handleRetry}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      <ActiveFilters aggregations={aggregations} active={p.filters} hrefWithout={p.hrefWithout} clearHref={p.clearHref} />
      {data && total === 0 && (
        <NoResults
          query={p.query}
          didYouMean={presentItems(data.suggestions).map((s) => s.search)}
          trending={p.trending}
          filtered={filtered}
          clearHref={p.clearHref}
        />
      )}
      {data && total > 0 && (
        <div className="srch-layout">
          <FiltersPanel facets={facets} shown={filtersShown} filterHref={p.filterHref} />
          <div className="srch-main">
            <div className="srch-toolbar">
              {facets.length > 0 && <FiltersToggle shown={filtersShown} onToggle={() => setFiltersShown((s) => !s)} />}
              <SortSelect value={p.sort} onSort={p.handleSort} fields={p.sortFields} />
            </div>
            <ul className="srch-grid" aria-label={t('results')}>
              {presentItems(data.items)
                .filter(isShownProduct)
                .map((item, i) => (
                  <ProductCard key={item.uid} product={item} addToCart={p.renderAddToCart(item)} priority={i < 4} />
                ))}
            </ul>
            <Pagination
              page={data.page_info?.current_page ?? p.page}
              totalPages={data.page_info?.total_pages ?? 1}
              pageHref={p.pageHref}
              onPage={p.handlePage}
            />
          </div>
        </div>
      )}
      {p.load.status === 'loading' && (
        <ul className="srch-grid srch-grid--skeleton" aria-hidden="true">
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i} className="srch-card srch-card--skeleton" />
          ))}
        </ul>
      )}
    </div>
  );
}
