import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { withTimeout } from '../async/withTimeout';

// For a remote that was down at page load: Chromium keeps a failed `<link rel=preload>` and hands its error, without a
// request, to the next script or stylesheet for its URL. So when a module's load fails and the remote's hints had
// failed, they are used up and the load is made again at once; any other failure is left to the slots' retries.
export function healPlugin(forget = forgetFailedHints): ModuleFederationRuntimePlugin {
  return {
    name: 'tiles-heal-failed-hints',
    async errorLoadRemote({ id, lifecycle, remote, origin }) {
      if (lifecycle !== 'onLoad' || !remote?.entry || typeof document === 'undefined') return undefined;
      // A second failure finds no failed hint left: this loads again at most once per hint.
      return (await forget(new URL('.', new URL(remote.entry, document.baseURI)).href)) ? origin.loadRemote(id) : undefined;
    },
  };
}

/** Whether `el` loads once in the head (no answer within 1.5 s, a remote that hangs, counts as loaded); removed either way. */
function settle(el: HTMLElement): Promise<boolean> {
  const loaded = new Promise<boolean>((resolve) => {
    el.addEventListener('load', () => resolve(true), { once: true });
    el.addEventListener('error', () => resolve(false), { once: true });
    document.head.append(el);
  });
  return withTimeout(loaded, 1500, () => true).finally(() => el.remove());
}

/** Whether the hint had failed (a second preload answers as the first); a throwaway script or stylesheet uses it up. */
async function forgetIfFailed({ as, href, crossOrigin }: HTMLLinkElement): Promise<boolean> {
  const load = (tag: string, props: object) => settle(Object.assign(document.createElement(tag), { crossOrigin }, props));
  if (await load('link', { rel: 'preload', as, href })) return false;
  await (as === 'script' ? load('script', { src: href }) : load('link', { rel: 'stylesheet', href }));
  return true;
}

const checking = new Map<string, Promise<boolean>>();
/** Checks the script and style hints under `base` (a remote's folder) once each; resolves with whether any had failed. */
export function forgetFailedHints(base: string): Promise<boolean> {
  const running = checking.get(base);
  if (running) return running;
  const hints = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].filter(
    (l) => (l.as === 'script' || l.as === 'style') && l.href.startsWith(base),
  );
  hints.forEach((h) => h.remove());
  const check = Promise.all(hints.map(forgetIfFailed))
    .then((failed) => failed.includes(true))
    .finally(() => checking.delete(base));
  checking.set(base, check);
  return check;
}
