import type { Facet } from './buildFacets';
import { listingMessages } from './i18n/messages';
import type { FacetCode } from './listingParams';

interface Props {
  facets: Facet[];
  onToggle: (code: FacetCode, value: string) => void;
  onClear: () => void;
}

/** The chosen facet values as removable chips. */
export function ActiveFilters({ facets, onToggle, onClear }: Props) {
  const t = listingMessages.useT();
  const chosen = facets.flatMap((f) => f.options.filter((o) => o.selected).map((o) => ({ code: f.code, facet: f.label, ...o })));
  if (!chosen.length) return null;
  return (
    <div className="cat-chips" aria-label={t('activeFilters')} role="group">
      {chosen.map((c) => (
        <button
          key={`${c.code}:${c.value}`}
          type="button"
          className="cat-chip"
          onClick={() => onToggle(c.code, c.value)}
          aria-label={t('removeFilter', { facet: c.facet, value: c.label })}
        >
          {c.label} <span aria-hidden="true">×</span>
        </button>
      ))}
      <button type="button" className="cat-chip cat-chip--clear" onClick={onClear}>
        {t('clearAll')}
      </button>
    </div>
  );
}
