import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { onSlotProblem, type SlotProblem } from '@tiles/shared';

/** The shell's server counts these (shell/server/metrics/beacon.ts: the same path and limits). */
const BEACON_PATH = '/_vitals';
const MOST_PROBLEMS = 10;

// The slot whose element it is (`data-slot`: `<remote>-<module>`), none for the shell's own.
function slotOf(node: Node | null | undefined): string | undefined {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest('[data-slot]')?.getAttribute('data-slot') || undefined;
}

type Shift = PerformanceEntry & { value: number; sources?: { node: Node | null }[] };
/**
 * The element behind a metric, from the metric's own entries (web-vitals' standard build: its attribution build, which
 * finds the same elements, is 2 KB more of every page's code): the largest paint's element, the interaction's target,
 * the largest layout shift's first moved element.
 */
function elementOf(metric: Metric): Node | null | undefined {
  if (metric.name === 'LCP') return (metric.entries.at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined)?.element;
  if (metric.name === 'INP') return (metric.entries as (PerformanceEntry & { target?: Node | null })[]).find((e) => e.target)?.target;
  const largest = (metric.entries as Shift[]).reduce<Shift | undefined>((a, b) => (a && a.value >= b.value ? a : b), undefined);
  return largest?.sources?.find((s) => s.node)?.node;
}

/**
 * Real shoppers' Core Web Vitals (LCP, INP, CLS with the slot of the element behind each) and the slots' problems,
 * sent once when the page is hidden (left, switched away from) with `sendBeacon`, which outlives the page.
 */
export function reportVitals(): void {
  const page = location.pathname; // the landing page: its LCP and CLS, whatever the router shows later
  const vitals = new Map<string, { name: string; value: number; slot?: string }>();
  let problems: SlotProblem[] = [];
  const keep = (metric: Metric) => vitals.set(metric.name, { name: metric.name, value: metric.value, slot: slotOf(elementOf(metric)) });
  // Every change is kept (not only the value web-vitals reports as the page hides): an interaction still waiting for
  // its idle callback when the shopper leaves is processed after web-vitals' hidden report, and would be lost.
  const options = { reportAllChanges: true };
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
