import type { SearchPageProps } from '@tiles/shared';
import { SearchResultsView } from './SearchResultsView';
import { useSearchResults } from './useSearchResults';
import { useTrendingQueries } from './useTrendingQueries';

/** Wires the results logic to the view; the cart's button comes from the shell's render prop. */
export function SearchResultsPage({ slots }: SearchPageProps) {
  const results = useSearchResults();
  const empty = results.load.status === 'done' && (results.load.data.total_count ?? 0) === 0;
  const trending = useTrendingQueries(empty);
  return (
    <SearchResultsView
      {...results}
      trending={trending}
      renderAddToCart={(item) => slots.renderAddToCart({ sku: item.sku, name: item.name, sqftPerBox: item.sqft_per_box ?? 1 })}
    />
  );
}
