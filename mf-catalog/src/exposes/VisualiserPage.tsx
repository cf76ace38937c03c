import { type ModuleHandle, PATHS } from '@tiles/shared';
import type { CatalogPageProps } from '@tiles/shared';
import { VisualiserPage as Page } from '../features/visualiser/VisualiserPage';
import { visualiserHead } from '../features/visualiser/visualiserHead';
import '../ui/base.css';

/** `/visualiser`: "See it in your room" as a page of its own (the product page opens the same view as a dialog). */
/** Its title and what it does as the document's head. */
export const head = visualiserHead.head;

/** Its pages (the shell routes by these) and its name in the shell's message when its code cannot load. */
export const handle: ModuleHandle = {
  routes: [PATHS.visualiser],
  pageName: { en: 'The room view', hi: 'रूम व्यू', ta: 'அறைக் காட்சி' },
};

export default function VisualiserPage({ slots }: CatalogPageProps) {
  return (
    <div data-boundary="mf-catalog">
      <Page slots={slots} />
    </div>
  );
}
