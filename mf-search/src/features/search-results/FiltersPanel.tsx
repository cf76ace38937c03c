import { Link, presentItems, useWideScreen } from '@tiles/shared';
import type { Aggregation } from './searchResults.types';
import { resultsMessages } from './i18n/messages';

export interface FiltersPanelProps {
  facets: Aggregation[];
  /** Phones only: whether the shopper has opened the panel with its toggle (wide screens always show it). */
  shown: boolean;
  /** The results with that option applied: each option is a link, which works before (and without) the page's code. */
  filterHref: (code: string, value: string) => string;
}

/** The facets a shopper can still pick: a facet already applied is shown as a chip instead. */
export function facetsToOffer(aggregations: Aggregation[], active: Record<string, string>): Aggregation[] {
  return aggregations.filter((a) => !(a.attribute_code in active) && (a.options?.length ?? 0) > 0);
}

/**
 * On a phone the whole panel sits behind the "Filters" button in the toolbar (as on the catalogue's listings), so
 * the first results are on the first screen, and its facets start closed. A server render cannot know the screen:
 * the button and the hidden panel are CSS (max-width: 760px), and on a wide screen the first facets open as the
 * browser learns the screen is wide (useWideScreen).
 */
export const FACETS_ID = 'srch-facets';

/** The catalogue's facets for this result set. */
export function FiltersPanel({ facets, shown, filterHref }: FiltersPanelProps) {
  const t = resultsMessages.useT();
  const wide = useWideScreen();
  if (!facets.length) return null;
  return (
    <nav className={`srch-filters${shown ? ' srch-filters--shown' : ''}`} aria-label={t('filterResults')}>
      <h2 className="srch-filters-title">{t('filterBy')}</h2>
      <div id={FACETS_ID} className="srch-facets">
        {facets.map((facet, i) => (
          <details key={facet.attribute_code} className="srch-facet" open={i < 3 && wide}>
            <summary>{facet.label ?? facet.attribute_code}</summary>
            <ul>
              {presentItems(facet.options).map((o) => (
                <li key={o.value}>
                  <Link className="srch-facet-option" to={filterHref(facet.attribute_code, o.value)}>
                    <span>{o.label ?? o.value}</span>
                    {o.count !== null && (
                      <span className="srch-facet-count" aria-label={t('optionCount', { count: o.count })}>
                        {o.count}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </nav>
  );
}

/** The phone's button for the panel; hidden by CSS on wide screens, where the panel is a column of its own. */
export function FiltersToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const t = resultsMessages.useT();
  return (
    <button type="button" className="srch-filters-toggle" aria-expanded={shown} aria-controls={FACETS_ID} onClick={onToggle}>
      {t(shown ? 'hideFilters' : 'filters')}
    </button>
  );
}
