import type { EmptyProps, ModuleHandle } from '@tiles/shared';
import { SearchBox as SearchBoxFeature } from '../features/search-box/SearchBox';

/**
 * Loads as the app starts (`early`), with the suggestions' pipeline (the `autosuggest` chunk and its RxJS) hinted
 * beside it: it is fetched on every page anyway, and a shopper who typed before the code came waits for it otherwise.
 */
export const handle: ModuleHandle = { loadsWith: ['autosuggest'] };

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
