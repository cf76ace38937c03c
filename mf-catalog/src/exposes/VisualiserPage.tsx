import type { CatalogPageProps } from '@tiles/shared';
import { VisualiserPage as Page } from '../features/visualiser/VisualiserPage';
import '../ui/base.css';

/** `/visualiser`: "See it in your room" as a page of its own (the product page opens the same view as a dialog). */
export default function VisualiserPage({ slots }: CatalogPageProps) {
  return (
    <div data-boundary="mf-catalog">
      <Page slots={slots} />
    </div>
  );
}
