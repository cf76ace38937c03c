import { Link, presentItems } from '@tiles/shared';
import type { Aggregation } from './searchResults.types';
import { resultsMessages } from './i18n/messages';

export interface ActiveFiltersProps {
  aggregations: Aggregation[];
  active: Record<string, string>;
  /** The results without that filter, and without any: links, which work before (and without) the page's code. */
  hrefWithout: (code: string) => string;
  clearHref: string;
}

/** Applied filters as removable chips, labelled from the facets (falling back to the raw value). */
export function ActiveFilters({ aggregations, active, hrefWithout, clearHref }: ActiveFiltersProps) {
  const t = resultsMessages.useT();
  const entries = Object.entries(active);
  if (!entries.length) return null;
  const describe = (code: string, value: string) => {
    const facet = aggregations.find((a) => a.attribute_code === code);
    const option = presentItems(facet?.options).find((o) => o.value === value);
    return `${facet?.label ?? code.replace(/^tile_/, '')}: ${option?.label ?? value.replace('_', ' – ')}`;
  };
  return (
    <div className="srch-chips">
      {entries.map(([code, value]) => (
        <Link key={code} className="srch-chip" to={hrefWithout(code)} aria-label={t('removeFilter', { filter: describe(code, value) })}>
          {describe(code, value)} <span aria-hidden="true">×</span>
        </Link>
      ))}
      <Link className="srch-chip srch-chip--clear" to={clearHref}>
        {t('clearAll')}
      </Link>
    </div>
  );
}
