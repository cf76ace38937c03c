/**
 * Scrolls the list of slides by one slide (`direction` 1: forwards, -1: back). Past either end it goes round to the
 * other: the spec's "infinite" slider as a loop, with no cloned slides. The slide's width is read here, once per step,
 * never while the slider mounts.
 */
export function scrollSlides(list: HTMLElement, direction: 1 | -1, smooth: boolean): void {
  const slide = list.firstElementChild;
  if (!slide) return;
  const behavior: ScrollBehavior = smooth ? 'smooth' : 'auto';
  const end = list.scrollWidth - list.clientWidth;
  // Within a pixel counts as the end: scroll positions are fractional at some zoom levels.
  if (direction === 1 && list.scrollLeft >= end - 1) list.scrollTo({ left: 0, behavior });
  else if (direction === -1 && list.scrollLeft <= 1) list.scrollTo({ left: end, behavior });
  else list.scrollBy({ left: direction * slide.getBoundingClientRect().width, behavior });
}
