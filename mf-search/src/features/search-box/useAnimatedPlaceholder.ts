import { useEffect, useState } from 'react';
import { PLACEHOLDER_TICK_MS, placeholderAt } from './placeholderFrames';
import { searchBoxMessages } from './i18n/messages';

const PHRASES = ['phrase1', 'phrase2', 'phrase3', 'phrase4', 'phrase5'] as const;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Typing placeholder on a 100 ms tick; paused while `paused` (focus, text present) and static under reduced motion. */
export function useAnimatedPlaceholder(paused: boolean): string {
  const t = searchBoxMessages.useT();
  const [tick, setTick] = useState(0);
  const [reduced] = useState(prefersReducedMotion);
  const animate = !paused && !reduced;

  useEffect(() => {
    if (!animate) return;
    const id = window.setInterval(() => setTick((t) => t + 1), PLACEHOLDER_TICK_MS);
    return () => window.clearInterval(id);
  }, [animate]);

  const still = t('searchTiles');
  if (reduced || paused || tick === 0) return still;
  return placeholderAt(
    tick,
    PHRASES.map((id) => t(id)),
    t('placeholderPrefix'),
    still,
  );
}
