import { PATHS } from '@tiles/shared';
import { SORTS, type SortValue } from './searchParams';
import { resultsMessages } from './i18n/messages';

interface Props {
  value: SortValue;
  onSort: (sort: SortValue) => void;
  /** The query and filters the form keeps when it is sent without scripts. */
  fields: [string, string][];
}

/**
 * A GET form to the results page: live, a change sorts at once; without scripts (or before its code is here) its
 * button, shown only then, sends it, and the page answers sorted.
 */
export function SortSelect({ value, onSort, fields }: Props) {
  const t = resultsMessages.useT();
  return (
    <form className="srch-sort" method="get" action={PATHS.searchResults}>
      {fields.map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <label className="srch-sort-label">
        <span>{t('sortBy')}</span>
        <select name="product_list_order" value={value} onChange={(e) => onSort(e.target.value as SortValue)}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {t(s.label)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="srch-button srch-without-scripts">
        {t('applySort')}
      </button>
    </form>
  );
}
