import { SORTS, type SortValue } from './searchParams';

export function SortSelect({ value, onSort }: { value: SortValue; onSort: (sort: SortValue) => void }) {
  return (
    <label className="srch-sort">
      <span>Sort by</span>
      <select value={value} onChange={(e) => onSort(e.target.value as SortValue)}>
        {SORTS.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
      </select>
    </label>
  );
}
