import type { EmptyProps } from '@tiles/shared';
import { SearchBox as SearchBoxFeature } from '../features/search-box/SearchBox';

/** The header's search box (mf_search/SearchBox), shown in the header's searchSlot. */
export default function SearchBox(_props: EmptyProps) {
  return (
    <div data-boundary="mf-search" className="srch-root">
      <SearchBoxFeature />
    </div>
  );
}
