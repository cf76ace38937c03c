import { useEffect, useState } from 'react';
import { PLACEHOLDER_STATIC, PLACEHOLDER_TICK_MS, placeholderAt } from './placeholderFrames';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Typing placeholder on a 100 ms tick; paused while `paused` (focus, text present) and static under reduced motion. */
export function useAnimatedPlaceholder(paused: boolean): string {
  const [tick, setTick] = useState(0);
  const [reduced] = useState(prefersReducedMotion);
  const animate = !paused && !reduced;

  useEffect(() => {
    if (!animate) return;
    const id = window.setInterval(() => setTick((t) => t + 1), PLACEHOLDER_TICK_MS);
    return () => window.clearInterval(id);
  }, [animate]);

  if (reduced || paused) return PLACEHOLDER_STATIC;
  return tick === 0 ? PLACEHOLDER_STATIC : placeholderAt(tick);
}
