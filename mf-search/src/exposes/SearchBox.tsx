import type { EmptyProps } from '@tiles/shared';
import { SearchBox as SearchBoxFeature } from '../features/search-box/SearchBox';

/** Rendered by the server as it is: a working GET form before and without scripts. */
export { rendersWithoutData as loader } from '@tiles/shared';

/** The header's search box, shown in the header's searchSlot. */
export default function SearchBox(_props: EmptyProps) {
  return (
    <div data-boundary="mf-search" className="srch-root">
      <SearchBoxFeature />
    </div>
  );
}
