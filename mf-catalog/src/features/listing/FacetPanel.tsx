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

/** The quick flags, with the values the listing's address carries for them (listingParams.ts). */
const QUICK_FLAGS = [
  { flag: 'popularity', value: '101', label: 'bestSellers' },
  { flag: 'trending', value: '1', label: 'trending' },
] as const;

/** The filter column (a drawer on phones): quick flags, then one group per aggregation. */
export function FacetPanel({ facets, applied, open, onToggle, onToggleFlag, form }: Props) {
  const t = listingMessages.useT();
  return (
    <aside id="cat-filters" className={`cat-filters${open ? ' cat-filters--open' : ''}`} aria-label={t('filters')}>
      <fieldset className="cat-facet">
        <legend className="cat-facet__title">{t('show')}</legend>
        {QUICK_FLAGS.map(({ flag, value, label }) => (
          <label key={flag} className="cat-facet__option">
            <input type="checkbox" name={flag} value={value} form={form} checked={applied[flag]} onChange={() => onToggleFlag(flag)} />
            <span>{t(label)}</span>
          </label>
        ))}
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
