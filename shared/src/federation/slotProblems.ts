/** A problem a slot met in this browser: its remote's code did not load, its module threw, or hydration mismatched. */
export type SlotProblem = { kind: 'load' | 'render' | 'hydration'; slot?: string };

// Kept until the shell's reporter (loaded when the page is idle) takes them; at most a handful: a count, not a log.
const early: SlotProblem[] = [];
let reporter: ((problem: SlotProblem) => void) | null = null;

/** Says a slot's problem to the shell's reporter (real shoppers' measurements). */
export function reportSlotProblem(problem: SlotProblem): void {
  if (reporter) reporter(problem);
  else if (early.length < 10) early.push(problem);
}

/** The shell's reporter: receives the problems so far, then each as it happens. */
export function onSlotProblem(take: (problem: SlotProblem) => void): void {
  reporter = take;
  early.splice(0).forEach(take);
}
