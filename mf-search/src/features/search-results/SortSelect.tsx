import { SORTS, type SortValue } from './searchParams';
import { resultsMessages } from './i18n/messages';

export function SortSelect({ value, onSort }: { value: SortValue; onSort: (sort: SortValue) => void }) {
  const t = resultsMessages.useT();
  return (
    <label className="srch-sort">
      <span>{t('sortBy')}</span>
      <select value={value} onChange={(e) => onSort(e.target.value as SortValue)}>
        {SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {t(s.label)}
          </option>
        ))}
      </select>
    </label>
  );
}
