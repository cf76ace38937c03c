import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type Slider from 'react-slick';
import { PATHS, runOperation } from '@tiles/shared';
import { SLIDER_CATEGORIES, SLIDER_QUERY, type SliderQueryData } from './slider.gql';
import { buildSlides, syncHiddenSlides, type Slide } from './slides';

type State = { status: 'loading' } | { status: 'ready'; slides: Slide[] } | { status: 'error' };

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The slider's logic: hidden on the inspection page, data, autoplay (off for reduced motion, pausable). */
export function useCategorySlider() {
  const { pathname } = useLocation();
  const hidden = pathname === PATHS.inspectionDoc;
  const [state, setState] = useState<State>({ status: 'loading' });
  const [reducedMotion] = useState(prefersReducedMotion);
  const [paused, setPaused] = useState(reducedMotion);
  const sliderRef = useRef<Slider>(null);
  const rootRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (hidden) return;
    let live = true;
    runOperation<SliderQueryData>(SLIDER_QUERY, { keys: SLIDER_CATEGORIES.map((c) => c.key) }).then((result) => {
      if (!live) return;
      setState(result.error ? { status: 'error' } : { status: 'ready', slides: buildSlides(result.data) });
    });
    return () => { live = false; };
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

  return { hidden, state, paused, autoplay: !reducedMotion, sliderRef, rootRef, syncFocus, handlePauseToggle };
}
