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

/** Spec §9: 7 per view, 6 under 1199 px, 5 under 991 px, 4 under 680 px and under 420 px (max-width, as slick counts). */
export const SLIDER_BREAKPOINTS = [
  { maxWidth: 420, slides: 4 },
  { maxWidth: 680, slides: 4 },
  { maxWidth: 991, slides: 5 },
  { maxWidth: 1199, slides: 6 },
] as const;
export const SLIDES_TO_SHOW = 7;

export function slidesForWidth(width: number): number {
  return SLIDER_BREAKPOINTS.find((b) => width <= b.maxWidth)?.slides ?? SLIDES_TO_SHOW;
}
export const AUTOPLAY_MS = 3000;

/**
 * Slick hides off-screen and cloned slides with aria-hidden but leaves their links focusable; take them out of
 * the tab order (and the accessibility tree) so keyboard users only reach what they can see.
 */
export function syncHiddenSlides(root: ParentNode): void {
  root.querySelectorAll('.slick-slide').forEach((slide) => {
    const hidden = slide.getAttribute('aria-hidden') === 'true';
    slide.toggleAttribute('inert', hidden);
    slide.querySelectorAll('a, button').forEach((el) => {
      if (hidden) el.setAttribute('tabindex', '-1');
      else el.removeAttribute('tabindex');
    });
  });
}
