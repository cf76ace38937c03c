/**
 * The shell's server hints a remote's files (`<link rel=preload>`). When the remote was down at page load those
 * hints failed, and Chromium keeps a failed preload and hands its error, once, to the next script or stylesheet
 * that asks for the same URL, without a request. So the first load after the remote is back failed at once, on a
 * chunk or a stylesheet, and the slot waited a whole backoff step more. Before a remote is tried again, each of its
 * hints is checked once: a second preload of the same URL answers from the first (its error too, again without a
 * request), and a hint that failed is then used up by a throwaway script or stylesheet, so the next load asks the
 * network.
 */

/** A hint whose check has not answered within this time is left alone (a remote that hangs). */
const CHECK_MS = 1500;

type Hint = HTMLLinkElement & { as: 'script' | 'style' };

/** Settles with whether `el` loaded once it is in the head; it is removed either way. */
function settle(el: HTMLElement): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      el.remove();
      resolve(ok);
    };
    const timer = setTimeout(() => done(true), CHECK_MS);
    el.addEventListener('load', () => done(true), { once: true });
    el.addEventListener('error', () => done(false), { once: true });
    document.head.append(el);
  });
}

function preloadOf(hint: Hint): HTMLLinkElement {
  return Object.assign(document.createElement('link'), { rel: 'preload', as: hint.as, href: hint.href, crossOrigin: hint.crossOrigin });
}

/** What a page would request the hinted URL with; it takes over the failed preload (and, failing, runs nothing). */
function consumerOf(hint: Hint): HTMLElement {
  if (hint.as === 'script') return Object.assign(document.createElement('script'), { src: hint.href, crossOrigin: hint.crossOrigin });
  return Object.assign(document.createElement('link'), { rel: 'stylesheet', href: hint.href, crossOrigin: hint.crossOrigin });
}

/** Checks one hint; true when it had failed (and is now used up). */
async function forgetIfFailed(hint: Hint): Promise<boolean> {
  if (await settle(preloadOf(hint))) return false;
  await settle(consumerOf(hint));
  return true;
}

const checking = new Map<string, Promise<boolean>>();

/**
 * Checks every script and style hint under `base` (the remote's folder) not checked yet and uses up the failed ones.
 * Each hint is checked once (its element leaves the page: it has done its work either way). Resolves with whether any
 * had failed, that is, whether a load that just failed may succeed at once. Callers at the same time share one check.
 */
export function forgetFailedHints(base: string): Promise<boolean> {
  const running = checking.get(base);
  if (running) return running;
  const hints = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter(
    (l): l is Hint => (l.as === 'script' || l.as === 'style') && l.href.startsWith(base),
  );
  hints.forEach((h) => h.remove());
  const check = Promise.all(hints.map(forgetIfFailed))
    .then((failed) => failed.includes(true))
    .finally(() => checking.delete(base));
  checking.set(base, check);
  return check;
}
