import type { SlotRenderers } from '@tiles/shared';
import { useHome } from './useHome';
import { HomeView } from './HomeView';

export function HomePageFeature({ slots }: { slots: SlotRenderers }) {
  const home = useHome();
  return (
    <HomeView
      status={home.status}
      collections={home.collections}
      trending={home.trending}
      onRetry={home.handleRetry}
      categorySlider={slots.renderCategorySlider()}
      renderAddToCart={slots.renderAddToCart}
    />
  );
}
