import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData, useLocation } from '@tiles/shared';
import { PATHS, runOperation } from '@tiles/shared';
import { SLIDER_CATEGORIES, SLIDER_QUERY } from './slider.gql';
import { buildSlides, type Slide } from './slides';
import { scrollSlides } from './scrollSlides';
import { prefersReducedMotion, useSliderAutoplay } from './useSliderAutoplay';

type State = { status: 'loading' } | { status: 'ready'; slides: Slide[] } | { status: 'error' };

/** The slider's logic: hidden on the inspection page, data, the arrows' and autoplay's steps of one slide. */
export function useCategorySlider() {
  const { pathname } = useLocation();
  const hidden = pathname === PATHS.inspectionDoc;
  // The server's slides (its HTML shows them), else none yet: the browser asks for them.
  const fromServer = useLoaderData<Slide[]>();
  const [state, setState] = useState<State>(() => (fromServer ? { status: 'ready', slides: fromServer } : { status: 'loading' }));
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (hidden || fromServer) return;
    let live = true;
    runOperation(SLIDER_QUERY, { keys: SLIDER_CATEGORIES.map((c) => c.key) }).then((result) => {
      if (!live) return;
      // The slider is below the header: rendered as a transition so it never blocks input or the page.
      startTransition(() => setState(result.error ? { status: 'error' } : { status: 'ready', slides: buildSlides(result.data) }));
    });
    return () => {
      live = false;
    };
  }, [hidden, fromServer]);

  const step = useCallback((direction: 1 | -1) => {
    if (listRef.current) scrollSlides(listRef.current, direction, !prefersReducedMotion());
  }, []);
  const next = useCallback(() => step(1), [step]);
  const previous = useCallback(() => step(-1), [step]);
  const autoplay = useSliderAutoplay(next, state.status === 'ready');

  return { hidden, state, listRef, next, previous, autoplay };
}
