import type { SearchPageProps } from '@tiles/shared';
import { VisualSearchPage as Page } from '../features/visual-search/VisualSearchPage';

/** /visual-search: search by a photo. */
export default function VisualSearchPage(props: SearchPageProps) {
  return (
    <div data-boundary="mf-search" className="srch-root">
      <Page {...props} />
    </div>
  );
}
