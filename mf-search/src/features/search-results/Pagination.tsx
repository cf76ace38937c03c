import type { MouseEvent } from 'react';
import { Link } from '@tiles/shared';
import { resultsMessages } from './i18n/messages';
export interface PaginationProps {
  page: number;
  totalPages: number;
  /** Each page's address: the pages are links, which work before (and without) the page's code. */
  pageHref: (page: number) => string;
  /** Live, a page starts at the top (the browser does that itself for a link it follows). */
  onPage: (e: MouseEvent) => void;
}

/** Pages around the current one, with the first and last always reachable. */
export function pageWindow(page: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ['gap' as const, p] : [p]));
}

export function Pagination({ page, totalPages, pageHref, onPage }: PaginationProps) {
  const t = resultsMessages.useT();
  if (totalPages <= 1) return null;
  return (
    <nav className="srch-pages" aria-label={t('pagination')}>
      {page > 1 ? (
        <Link className="srch-page" to={pageHref(page - 1)} rel="prev" onClick={onPage}>
          {t('previous')}
        </Link>
      ) : (
        <span className="srch-page srch-page--off" aria-hidden="true">
          {t('previous')}
        </span>
      )}
      {pageWindow(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap${i}`} className="srch-page-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            className="srch-page"
            to={pageHref(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('page', { n: p })}
            onClick={onPage}
          >
            {p}
          </Link>
        ),
      )}
      {page < totalPages ? (
        <Link className="srch-page" to={pageHref(page + 1)} rel="next" onClick={onPage}>
          {t('next')}
        </Link>
      ) : (
        <span className="srch-page srch-page--off" aria-hidden="true">
          {t('next')}
        </span>
      )}
    </nav>
  );
}
