import { onCLS, onINP, onLCP, type MetricWithAttribution } from 'web-vitals/attribution';
import { onSlotProblem, type SlotProblem } from '@tiles/shared';

/** The shell's server counts these (shell/server/metrics/beacon.ts: the same path and limits). */
const BEACON_PATH = '/_vitals';
const MOST_PROBLEMS = 10;

// The slot whose element it is (`data-slot`: `<remote>-<module>`), '' for the shell's own (web-vitals then keeps '').
function slotOf(node: Node | null): string {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest('[data-slot]')?.getAttribute('data-slot') ?? '';
}

const targetOf = (metric: MetricWithAttribution): string | undefined => {
  const a = metric.attribution as { target?: string; interactionTarget?: string; largestShiftTarget?: string };
  return (a.target ?? a.interactionTarget ?? a.largestShiftTarget) || undefined;
};

/**
 * Real shoppers' Core Web Vitals (LCP, INP, CLS with the slot of the element behind each) and the slots' problems,
 * sent once when the page is hidden (left, switched away from) with `sendBeacon`, which outlives the page.
 */
export function reportVitals(): void {
  const page = location.pathname; // the landing page: its LCP and CLS, whatever the router shows later
  const vitals = new Map<string, { name: string; value: number; slot?: string }>();
  let problems: SlotProblem[] = [];
  const keep = (metric: MetricWithAttribution) =>
    vitals.set(metric.name, { name: metric.name, value: metric.value, slot: targetOf(metric) });
  // Every change is kept (not only the value web-vitals reports as the page hides): an interaction still waiting for
  // its idle callback when the shopper leaves is processed after web-vitals' hidden report, and would be lost.
  const options = { generateTarget: slotOf, reportAllChanges: true };
  onLCP(keep, options);
  onINP(keep, options);
  onCLS(keep, options);
  onSlotProblem((problem) => void (problems.length < MOST_PROBLEMS && problems.push(problem)));
  // After web-vitals' own listeners (capture phase), which report the final values as the page hides.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || (!vitals.size && !problems.length)) return;
    navigator.sendBeacon(BEACON_PATH, JSON.stringify({ page, vitals: [...vitals.values()], problems }));
    vitals.clear();
    problems = [];
  });
}
