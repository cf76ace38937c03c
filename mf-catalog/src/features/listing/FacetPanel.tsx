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
  /** The listing's form (RefineForm): without scripts the boxes are sent by its "Apply filters" button. */
  form: string;
}

/** The filter column (a drawer on phones): quick flags, then one group per aggregation. */
export function FacetPanel({ facets, applied, open, onToggle, onToggleFlag, form }: Props) {
  const t = listingMessages.useT();
  return (
    <aside id="cat-filters" className={`cat-filters${open ? ' cat-filters--open' : ''}`} aria-label={t('filters')}>
      <fieldset className="cat-facet">
        <legend className="cat-facet__title">{t('show')}</legend>
        <label className="cat-facet__option">
          <input
            type="checkbox"
            name="popularity"
            value="101"
            form={form}
            checked={applied.popularity}
            onChange={() => onToggleFlag('popularity')}
          />
          <span>{t('bestSellers')}</span>
        </label>
        <label className="cat-facet__option">
          <input
            type="checkbox"
            name="trending"
            value="1"
            form={form}
            checked={applied.trending}
            onChange={() => onToggleFlag('trending')}
          />
          <span>{t('trending')}</span>
        </label>
      </fieldset>
      {facets.map((f) => (
        <FacetGroup key={f.code} facet={f} onToggle={onToggle} form={form} />
      ))}
      <button type="submit" form={form} className="cat-btn cat-without-scripts">
        {t('applyFilters')}
      </button>
    </aside>
  );
}
