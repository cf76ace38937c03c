/** A promise with its resolve, for a slot's `use()`: the same object on every render of that slot. */
export function wish(): { promise: Promise<void>; grant: () => void } {
  let grant = () => {};
  const promise = new Promise<void>((resolve) => (grant = resolve));
  return { promise, grant };
}

const REACH = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Calls `wake` once `el` comes near the viewport (within a screen's quarter) or the shopper reaches into it (a touch,
 * a press, focus: seen on the window, as React stops events in a part not hydrated); returns a stop. Without an
 * IntersectionObserver it wakes at once.
 */
export function whenWanted(el: Element, wake: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    wake();
    return () => {};
  }
  const stop = new AbortController();
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin: '25%' });
  const done = () => {
    stop.abort();
    observer.disconnect();
    wake();
  };
  observer.observe(el);
  for (const type of REACH)
    window.addEventListener(type, (e) => e.target instanceof Node && el.contains(e.target) && done(), {
      capture: true,
      passive: true,
      signal: stop.signal,
    });
  return () => {
    stop.abort();
    observer.disconnect();
  };
}
