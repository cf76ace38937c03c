import type { Facet } from './buildFacets';
import type { FacetCode, ListingParams } from './listingParams';
import { FacetGroup } from './FacetGroup';
import { listingMessages } from './i18n/messages';

interface Props {
  facets: Facet[];
  applied: ListingParams;
  open: boolean;
  onToggle: (code: FacetCode, value: string) => void;
  onToggleFlag: (flag: 'popularity' | 'trending') => void;
}

/** The filter column (a drawer on phones): quick flags, then one group per aggregation. */
export function FacetPanel({ facets, applied, open, onToggle, onToggleFlag }: Props) {
  const t = listingMessages.useT();
  return (
    <aside id="cat-filters" className={`cat-filters${open ? ' cat-filters--open' : ''}`} aria-label={t('filters')}>
      <fieldset className="cat-facet">
        <legend className="cat-facet__title">{t('show')}</legend>
        <label className="cat-facet__option">
          <input type="checkbox" checked={applied.popularity} onChange={() => onToggleFlag('popularity')} />
          <span>{t('bestSellers')}</span>
        </label>
        <label className="cat-facet__option">
          <input type="checkbox" checked={applied.trending} onChange={() => onToggleFlag('trending')} />
          <span>{t('trending')}</span>
        </label>
      </fieldset>
      {facets.map((f) => (
        <FacetGroup key={f.code} facet={f} onToggle={onToggle} />
      ))}
    </aside>
  );
}
