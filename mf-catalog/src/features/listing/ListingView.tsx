import { useState, type ReactNode } from 'react';
import { Link, failureText } from '@tiles/shared';
import type { AddToCartProps, GraphQLFailure } from '@tiles/shared';
import type { ShownProductCard } from '../product-card/productCard.gql';
import { ProductCard } from '../product-card/ProductCard';
import type { Facet } from './buildFacets';
import type { FacetCode, ListingParams, SortDir, SortOrder } from './listingParams';
import { FacetPanel } from './FacetPanel';
import { SortSelect } from './SortSelect';
import { Pagination } from './Pagination';
import { ActiveFilters } from './ActiveFilters';
import { RefineForm } from './RefineForm';
import { commonMessages } from '../../i18n/messages';
import { listingMessages } from './i18n/messages';
import './listing.css';

export interface ListingViewProps {
  title: string;
  description: string;
  status: 'loading' | 'ready' | 'error';
  error: GraphQLFailure | null;
  items: ShownProductCard[];
  totalCount: number;
  page: number;
  totalPages: number;
  facets: Facet[];
  applied: ListingParams;
  ignored: string[];
  pageHref: (page: number) => string;
  hrefWithout: (code: FacetCode, value: string) => string;
  clearHref: string;
  /** The GET form the filters and sort join without scripts: the listing's path and the parameters it keeps. */
  refine: { action: string; carried: [string, string][] };
  onToggleFacet: (code: FacetCode, value: string) => void;
  onToggleFlag: (flag: 'popularity' | 'trending') => void;
  onSort: (order: SortOrder | null, dir: SortDir) => void;
  onRetry: () => void;
  renderAddToCart: (props: AddToCartProps) => ReactNode;
}

const REFINE_FORM = 'cat-refine';

export function ListingView(props: ListingViewProps) {
  const { title, description, status, error, items, totalCount, facets, applied } = props;
  const t = listingMessages.useT();
  const common = commonMessages.useT();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const first = status === 'loading' && !items.length;
  return (
    <div className="cat-listing">
      <RefineForm id={REFINE_FORM} action={props.refine.action} carried={props.refine.carried} />
      <nav className="cat-crumbs" aria-label={common('breadcrumb')}>
        <Link to="/">{common('home')}</Link> <span aria-hidden="true">/</span> <Link to="/tiles">{common('tiles')}</Link>
      </nav>
      <header className="cat-listing__head">
        <h1>{title}</h1>
        {description && <p>{description}</p>}
      </header>
      <div className="cat-listing__bar">
        <button
          type="button"
          className="cat-btn cat-listing__filters-btn"
          aria-expanded={filtersOpen}
          aria-controls="cat-filters"
          onClick={() => setFiltersOpen((o) => !o)}
        >
          {filtersOpen ? t('hideFilters') : t('filters')}
        </button>
        <p className="cat-listing__count" role="status">
          {first ? common('loading') : t('tileCount', { count: totalCount })}
        </p>
        <SortSelect order={applied.order} dir={applied.dir} onSort={props.onSort} form={REFINE_FORM} />
      </div>
      {props.ignored.length > 0 && <p className="cat-note">{t('ignored', { filters: props.ignored.join(', ') })}</p>}
      <ActiveFilters facets={facets} hrefWithout={props.hrefWithout} clearHref={props.clearHref} />
      <div className="cat-listing__body">
        <FacetPanel
          facets={facets}
          applied={applied}
          open={filtersOpen}
          onToggle={props.onToggleFacet}
          onToggleFlag={props.onToggleFlag}
          form={REFINE_FORM}
        />
        <section className="cat-listing__results" aria-label={t('results')} aria-busy={status === 'loading'}>
          {error && (
            <div className="cat-note cat-note--error" role="alert">
              <p>{failureText(error)}</p>
              <button type="button" className="cat-btn" onClick={props.onRetry}>
                {common('tryAgain')}
              </button>
            </div>
          )}
          {first && (
            <div className="cat-grid" aria-hidden="true">
              {Array.from({ length: 8 }, (_, i) => (
                <div key={i} className="cat-card cat-card--ghost" />
              ))}
            </div>
          )}
          {status === 'ready' && !items.length && (
            <div className="cat-empty">
              <p>{t('noMatch')}</p>
              <Link className="cat-btn" to={props.clearHref}>
                {t('clearFilters')}
              </Link>
            </div>
          )}
          {items.length > 0 && (
            <ul className="cat-grid" data-loading={status === 'loading' || undefined}>
              {items.map((p, i) => (
                <li key={p.uid}>
                  <ProductCard product={p} renderAddToCart={props.renderAddToCart} priority={i < 4} />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={props.page} totalPages={props.totalPages} href={props.pageHref} />
        </section>
      </div>
    </div>
  );
}
