import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@tiles/shared';
import type Slider from 'react-slick';
import { PATHS, runOperation } from '@tiles/shared';
import { SLIDER_CATEGORIES, SLIDER_QUERY } from './slider.gql';
import { buildSlides, slidesForWidth, syncHiddenSlides, SLIDER_BREAKPOINTS, SLIDES_TO_SHOW, type Slide } from './slides';

type State = { status: 'loading' } | { status: 'ready'; slides: Slide[] } | { status: 'error' };

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The slider's logic: hidden on the inspection page, data, autoplay (off for reduced motion, pausable). */
export function useCategorySlider() {
  const { pathname } = useLocation();
  const hidden = pathname === PATHS.inspectionDoc;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [reducedMotion] = useState(prefersReducedMotion);
  const [paused, setPaused] = useState(reducedMotion);
  const perView = useSlidesPerView();
  const sliderRef = useRef<Slider>(null);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (hidden) return;
    let live = true;
    runOperation(SLIDER_QUERY, { keys: SLIDER_CATEGORIES.map((c) => c.key) }).then((result) => {
      if (!live) return;
      // The slider is below the header: rendered as a transition so it never blocks input or the page.
      startTransition(() => setState(result.error ? { status: 'error' } : { status: 'ready', slides: buildSlides(result.data) }));
    });
    return () => {
      live = false;
    };
  }, [hidden]);

  const syncFocus = useCallback(() => {
    if (rootRef.current) syncHiddenSlides(rootRef.current);
  }, []);
  // Slick re-renders its track after init and on every breakpoint change; re-sync after each commit.
  useEffect(syncFocus);

  const handlePauseToggle = useCallback(() => {
    if (paused) sliderRef.current?.slickPlay();
    else sliderRef.current?.slickPause();
    setPaused(!paused);
  }, [paused]);

  return { hidden, state, perView, paused, autoplay: !reducedMotion, sliderRef, rootRef, syncFocus, handlePauseToggle };
}

/**
 * Slides per view from the viewport width. Slick's own `responsive` option only reacts to later changes
 * (0.31 never applies the breakpoint matching at mount), so the count is worked out here and passed in.
 */
function useSlidesPerView(): number {
  const [perView, setPerView] = useState(() => (typeof window === 'undefined' ? SLIDES_TO_SHOW : slidesForWidth(window.innerWidth)));
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const update = () => setPerView(slidesForWidth(window.innerWidth));
    const queries = SLIDER_BREAKPOINTS.map((b) => matchMedia(`(max-width: ${b.maxWidth}px)`));
    queries.forEach((q) => q.addEventListener('change', update));
    update();
    return () => queries.forEach((q) => q.removeEventListener('change', update));
  }, []);
  return perView;
}
