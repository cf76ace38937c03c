import { Link } from '@tiles/shared';
import type { Facet } from './buildFacets';
import { listingMessages } from './i18n/messages';
import type { FacetCode } from './listingParams';

interface Props {
  facets: Facet[];
  /** The listing without that value: a link, so a chip works before (and without) the page's code. */
  hrefWithout: (code: FacetCode, value: string) => string;
  clearHref: string;
}

/** The chosen facet values as removable chips. */
export function ActiveFilters({ facets, hrefWithout, clearHref }: Props) {
  const t = listingMessages.useT();
  const chosen = facets.flatMap((f) => f.options.filter((o) => o.selected).map((o) => ({ code: f.code, facet: f.label, ...o })));
  if (!chosen.length) return null;
  return (
    <div className="cat-chips" aria-label={t('activeFilters')} role="group">
      {chosen.map((c) => (
        <Link
          key={`${c.code}:${c.value}`}
          className="cat-chip"
          to={hrefWithout(c.code, c.value)}
          aria-label={t('removeFilter', { facet: c.facet, value: c.label })}
        >
          {c.label} <span aria-hidden="true">×</span>
        </Link>
      ))}
      <Link className="cat-chip cat-chip--clear" to={clearHref}>
        {t('clearAll')}
      </Link>
    </div>
  );
}
