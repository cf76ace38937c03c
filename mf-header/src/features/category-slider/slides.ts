import { SLIDER_CATEGORIES, type SliderQueryData } from './slider.gql';

export interface Slide {
  key: string;
  name: string;
  href: string;
  /** Absolute product image URL without size; null when the category has no products yet. */
  image: string | null;
}

/** Slides in the spec's order; each image is the first product not already pictured by an earlier slide. */
export function buildSlides(data: Pick<SliderQueryData, 'categories'> & Partial<SliderQueryData>): Slide[] {
  const used = new Set<string>();
  const categories = data.categories?.items ?? [];
  return SLIDER_CATEGORIES.flatMap(({ key, alias }) => {
    const category = categories.find((c) => c?.url_key === key);
    // A category without a name or path cannot be a link.
    if (!category?.name || !category.url_path) return [];
    const items = (data[alias]?.items ?? []).filter((p) => p?.small_image?.url);
    const pick = items.find((p) => !used.has(p?.sku ?? '')) ?? items[0];
    if (pick?.sku) used.add(pick.sku);
    return [{ key, name: category.name, href: `/${category.url_path}`, image: pick?.small_image?.url ?? null }];
  });
}

/** Spec §9: a slide every 3000 ms. (The slides per view are CSS: categorySlider.css.) */
export const AUTOPLAY_MS = 3000;
