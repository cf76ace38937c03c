/**
 * `promise`'s value, or `fallback` once `ms` have passed (the timer does not outlive the answer). The server never
 * lets a page wait on something without an end: a fetch under heavy load has been seen never to settle.
 */
export function withTimeout<T, F = null>(promise: Promise<T>, ms: number, fallback: F = null as F): Promise<T | F> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<F>((resolve) => { timer = setTimeout(() => resolve(fallback), ms); });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
