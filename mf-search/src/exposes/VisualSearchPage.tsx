import { type ModuleHandle, PATHS } from '@tiles/shared';
import type { SearchPageProps } from '@tiles/shared';
import { VisualSearchPage as Page } from '../features/visual-search/VisualSearchPage';
import { visualSearchHead } from '../features/visual-search/visualSearchHead';

/** /visual-search: search by a photo. */
/** Its title and what it does as the document's head. */
export const head = visualSearchHead.head;

/** Its pages (the shell routes by these) and its name in the shell's message when its code cannot load. */
export const handle: ModuleHandle = {
  routes: [PATHS.visualSearch],
  pageName: { en: 'Visual search', hi: 'फ़ोटो से खोज', ta: 'படத் தேடல்' },
};

export default function VisualSearchPage(props: SearchPageProps) {
  return (
    <div data-boundary="mf-search" className="srch-root">
      <Page {...props} />
    </div>
  );
}
