import { useState } from 'react';
import type { Aggregation } from './searchResults.types';

export interface FiltersPanelProps {
  aggregations: Aggregation[];
  active: Record<string, string>;
  onFilter: (code: string, value: string) => void;
}

/**
 * On a phone the whole panel sits behind a "Filters" button (as on the catalogue's listings), so the first
 * results are on the first screen, and its facets start closed. A server render cannot know the screen: the
 * button and the hidden panel are CSS (max-width: 760px), and the live page opens the first facets on wide screens.
 */
const wide = () => typeof window !== 'undefined' && (typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 761px)').matches);

/** The catalogue's facets for this result set; a facet already applied is shown as a chip instead. */
export function FiltersPanel({ aggregations, active, onFilter }: FiltersPanelProps) {
  const [shown, setShown] = useState(false);
  const open = aggregations.filter((a) => !(a.attribute_code in active) && (a.options?.length ?? 0) > 0);
  if (!open.length) return null;
  return (
    <nav className={`srch-filters${shown ? ' srch-filters--shown' : ''}`} aria-label="Filter results">
      <h2 className="srch-filters-title">Filter by</h2>
      <button type="button" className="srch-filters-toggle" aria-expanded={shown} aria-controls="srch-facets" onClick={() => setShown((s) => !s)}>
        {shown ? 'Hide filters' : 'Filters'}
      </button>
      <div id="srch-facets" className="srch-facets">
        {open.map((facet, i) => (
          <details key={facet.attribute_code} className="srch-facet" open={i < 3 && wide()}>
            <summary>{facet.label ?? facet.attribute_code}</summary>
            <ul>
              {(facet.options ?? []).map((o) => (
                <li key={o.value}>
                  <button type="button" className="srch-facet-option" onClick={() => onFilter(facet.attribute_code, o.value)}>
                    <span>{o.label ?? o.value}</span>
                    {o.count !== null && <span className="srch-facet-count" aria-label={`${o.count} tiles`}>{o.count}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </nav>
  );
}
