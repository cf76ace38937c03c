import { sortKey as key, type SortDir, type SortOrder } from './listingParams';
import { listingMessages } from './i18n/messages';

const CHOICES: { label: Parameters<ReturnType<typeof listingMessages.useT>>[0]; order: SortOrder | null; dir: SortDir }[] = [
  { label: 'sortRecommended', order: null, dir: 'asc' },
  { label: 'sortPopular', order: 'popularity', dir: 'asc' },
  { label: 'sortNewest', order: 'newest', dir: 'asc' },
  { label: 'sortPriceAsc', order: 'price', dir: 'asc' },
  { label: 'sortPriceDesc', order: 'price', dir: 'desc' },
  { label: 'sortNameAsc', order: 'name', dir: 'asc' },
  { label: 'sortNameDesc', order: 'name', dir: 'desc' },
];

interface Props {
  order: SortOrder | null;
  dir: SortDir;
  onSort: (order: SortOrder | null, dir: SortDir) => void;
  /** The listing's form (RefineForm): without scripts its button sends the choice. */
  form: string;
}

/** product_list_order + product_list_dir as one readable choice. */
export function SortSelect({ order, dir, onSort, form }: Props) {
  const t = listingMessages.useT();
  const current = key(order === 'position' ? null : order, dir);
  return (
    <>
      <label className="cat-sort">
        <span>{t('sortBy')}</span>
        <select
          name="product_list_order"
          form={form}
          value={current}
          onChange={(e) => {
            const choice = CHOICES.find((c) => key(c.order, c.dir) === e.target.value) ?? CHOICES[0];
            onSort(choice.order, choice.dir);
          }}
        >
          {CHOICES.map((c) => (
            <option key={key(c.order, c.dir)} value={key(c.order, c.dir)}>
              {t(c.label)}
            </option>
          ))}
          {!CHOICES.some((c) => key(c.order, c.dir) === current) && (
            <option value={current}>
              {order} ({dir})
            </option>
          )}
        </select>
      </label>
      <button type="submit" form={form} className="cat-btn cat-without-scripts">
        {t('applySort')}
      </button>
    </>
  );
}
