import { presentItems } from '@tiles/shared';
import type { Aggregation } from './searchResults.types';
import { resultsMessages } from './i18n/messages';

export interface ActiveFiltersProps {
  aggregations: Aggregation[];
  active: Record<string, string>;
  onRemove: (code: string) => void;
  onClear: () => void;
}

/** Applied filters as removable chips, labelled from the facets (falling back to the raw value). */
export function ActiveFilters({ aggregations, active, onRemove, onClear }: ActiveFiltersProps) {
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
        <button
          key={code}
          type="button"
          className="srch-chip"
          onClick={() => onRemove(code)}
          aria-label={t('removeFilter', { filter: describe(code, value) })}
        >
          {describe(code, value)} <span aria-hidden="true">×</span>
        </button>
      ))}
      <button type="button" className="srch-chip srch-chip--clear" onClick={onClear}>
        {t('clearAll')}
      </button>
    </div>
  );
}
