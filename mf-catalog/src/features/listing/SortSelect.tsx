import type { SortDir, SortOrder } from './listingParams';

const CHOICES: { label: string; order: SortOrder | null; dir: SortDir }[] = [
  { label: 'Recommended', order: null, dir: 'asc' },
  { label: 'Most popular', order: 'popularity', dir: 'asc' },
  { label: 'Newest', order: 'newest', dir: 'asc' },
  { label: 'Price: low to high', order: 'price', dir: 'asc' },
  { label: 'Price: high to low', order: 'price', dir: 'desc' },
  { label: 'Name: A to Z', order: 'name', dir: 'asc' },
  { label: 'Name: Z to A', order: 'name', dir: 'desc' },
];

const key = (order: SortOrder | null, dir: SortDir) => `${order ?? 'position'}:${order ? dir : 'asc'}`;

interface Props {
  order: SortOrder | null;
  dir: SortDir;
  onSort: (order: SortOrder | null, dir: SortDir) => void;
}

/** product_list_order + product_list_dir as one readable choice. */
export function SortSelect({ order, dir, onSort }: Props) {
  const current = key(order === 'position' ? null : order, dir);
  return (
    <label className="cat-sort">
      <span>Sort by</span>
      <select value={current} onChange={(e) => {
        const choice = CHOICES.find((c) => key(c.order, c.dir) === e.target.value) ?? CHOICES[0];
        onSort(choice.order, choice.dir);
      }}>
        {CHOICES.map((c) => <option key={key(c.order, c.dir)} value={key(c.order, c.dir)}>{c.label}</option>)}
        {!CHOICES.some((c) => key(c.order, c.dir) === current) && <option value={current}>{order} ({dir})</option>}
      </select>
    </label>
  );
}
