import { Link } from '@tiles/shared';
import { listingMessages } from './i18n/messages';

interface Props {
  page: number;
  totalPages: number;
  href: (page: number) => string;
}

/** Real links (crawlable, open in a new tab), with a window of pages around the current one. */
export function Pagination({ page, totalPages, href }: Props) {
  const t = listingMessages.useT();
  if (totalPages <= 1) return null;
  const pages = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  return (
    <nav className="cat-pages" aria-label={t('pagination')}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t('previous')}
        </Link>
      ) : (
        <span aria-hidden="true" className="cat-pages__off">
          {t('previous')}
        </span>
      )}
      {pages.map((n, i) => (
        <span key={n} className="cat-pages__item">
          {i > 0 && n - pages[i - 1] > 1 && <span aria-hidden="true">…</span>}
          {n === page ? (
            <span aria-current="page" className="cat-pages__current">
              {n}
            </span>
          ) : (
            <Link to={href(n)} aria-label={t('page', { n })}>
              {n}
            </Link>
          )}
        </span>
      ))}
      {page < totalPages ? (
        <Link to={href(page + 1)} rel="next">
          {t('next')}
        </Link>
      ) : (
        <span aria-hidden="true" className="cat-pages__off">
          {t('next')}
        </span>
      )}
    </nav>
  );
}
