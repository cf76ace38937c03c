import { resultsMessages } from './i18n/messages';
export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

/** Pages around the current one, with the first and last always reachable. */
export function pageWindow(page: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total, page - 1, page, page + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1] > 1 ? ['gap' as const, p] : [p]));
}

export function Pagination({ page, totalPages, onPage }: PaginationProps) {
  const t = resultsMessages.useT();
  if (totalPages <= 1) return null;
  return (
    <nav className="srch-pages" aria-label={t('pagination')}>
      <button type="button" className="srch-page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </button>
      {pageWindow(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap${i}`} className="srch-page-gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className="srch-page"
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('page', { n: p })}
            onClick={() => onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className="srch-page" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        {t('next')}
      </button>
    </nav>
  );
}
