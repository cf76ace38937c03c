/** What the animated placeholder types, one character per 100 ms tick (spec §4, §9). */
export const PLACEHOLDER_PHRASES = [
  'marble tiles',
  'wooden floor tiles',
  'bathroom wall tiles',
  '600x1200 mm tiles',
  'anti-skid parking tiles',
] as const;
export const PLACEHOLDER_PREFIX = 'Search ';
export const PLACEHOLDER_STATIC = 'Search tiles';
export const PLACEHOLDER_TICK_MS = 100;
/** Ticks the finished phrase stays before it is erased. */
const HOLD_TICKS = 12;

/** The placeholder text at a tick: type the phrase, hold, erase (twice as fast), move to the next phrase. */
export function placeholderAt(
  tick: number,
  phrases: readonly string[] = PLACEHOLDER_PHRASES,
  prefix = PLACEHOLDER_PREFIX,
  fallback = PLACEHOLDER_STATIC,
): string {
  const cycles = phrases.map((p) => p.length + HOLD_TICKS + Math.ceil(p.length / 2));
  const total = cycles.reduce((a, b) => a + b, 0);
  let t = ((tick % total) + total) % total;
  for (let i = 0; i < phrases.length; i++) {
    if (t < cycles[i]) {
      const phrase = phrases[i];
      const shown =
        t <= phrase.length ? t : t <= phrase.length + HOLD_TICKS ? phrase.length : phrase.length - (t - phrase.length - HOLD_TICKS) * 2;
      return prefix + phrase.slice(0, Math.max(0, shown));
    }
    t -= cycles[i];
  }
  return fallback;
}
