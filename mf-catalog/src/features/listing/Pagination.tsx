import { Link } from '@tiles/shared';

interface Props {
  page: number;
  totalPages: number;
  href: (page: number) => string;
}

/** Real links (crawlable, open in a new tab), with a window of pages around the current one. */
export function Pagination({ page, totalPages, href }: Props) {
  if (totalPages <= 1) return null;
  const pages = [...new Set([1, page - 1, page, page + 1, totalPages])].filter((n) => n >= 1 && n <= totalPages).sort((a, b) => a - b);
  return (
    <nav className="cat-pages" aria-label="Pagination">
      {page > 1 ? <Link to={href(page - 1)} rel="prev">Previous</Link> : <span aria-hidden="true" className="cat-pages__off">Previous</span>}
      {pages.map((n, i) => (
        <span key={n} className="cat-pages__item">
          {i > 0 && n - pages[i - 1] > 1 && <span aria-hidden="true">…</span>}
          {n === page ? <span aria-current="page" className="cat-pages__current">{n}</span> : <Link to={href(n)} aria-label={`Page ${n}`}>{n}</Link>}
        </span>
      ))}
      {page < totalPages ? <Link to={href(page + 1)} rel="next">Next</Link> : <span aria-hidden="true" className="cat-pages__off">Next</span>}
    </nav>
  );
}
