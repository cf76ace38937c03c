import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { AUTOPLAY_MS } from './slides';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
/** Read at the moment (the arrows' scrolling is smooth unless the shopper asked for less motion). */
export const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;

function subscribePageHidden(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const pageHiddenNow = () => document.visibilityState === 'hidden';
// The server's render (and so hydration) assumes motion is allowed and the page is shown; the browser's own values follow.
const never = () => false;

/** Whether the shopper asked for less motion (the operating system's setting): no autoplay, no smooth scrolling. */
export const useReducedMotion = () => useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, never);

/**
 * Autoplay (spec §9: a slide every 3000 ms): `step` runs on each tick while nothing holds it: the Pause button, the
 * pointer over the slider, the keyboard's focus in its list, a hidden page; never for a shopper who prefers reduced motion.
 */
export function useSliderAutoplay(step: () => void, ready: boolean) {
  const reducedMotion = useReducedMotion();
  const pageHidden = useSyncExternalStore(subscribePageHidden, pageHiddenNow, never);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = ready && !reducedMotion && !paused && !hovered && !focused && !pageHidden;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(step, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [running, step]);

  const hover = {
    onMouseEnter: useCallback(() => setHovered(true), []),
    onMouseLeave: useCallback(() => setHovered(false), []),
  };
  const focus = {
    onFocus: useCallback(() => setFocused(true), []),
    // Moving between the slides' links keeps it held; leaving the list lets it go.
    onBlur: useCallback((e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
    }, []),
  };
  const togglePause = useCallback(() => setPaused((p) => !p), []);

  return { canPlay: !reducedMotion, paused, togglePause, hover, focus };
}
