import type { EmptyProps, ModuleHandle } from '@tiles/shared';
import { SearchBox as SearchBoxFeature } from '../features/search-box/SearchBox';
import { earlySuggestionsCode } from '../features/search-box/earlySuggestions';

/**
 * Loads as the app starts (`early`), with the suggestions' pipeline (the `autosuggest` chunk and its RxJS) hinted
 * beside it: it is fetched on every page anyway, and a shopper who typed before the code came waits for it otherwise.
 * Until then the page's own small script lists suggestions for what is typed (`beforeCode`).
 */
export const handle: ModuleHandle = {
  loadsWith: ['autosuggest'],
  // Read by the shell's server only: the browser's build leaves it (and the function) out.
  ...(__TILES_SERVER__ && { beforeCode: earlySuggestionsCode() }),
};

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
