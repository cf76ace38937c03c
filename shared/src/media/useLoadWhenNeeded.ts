import { useEffect, useState, type RefObject } from 'react';
import { pageHasSettled, whenPageSettled } from '../async/pageSettled';
import { useBrowserValue } from '../device/browserValue';

/** How close to the screen a waiting image has to come to load before the page has settled. */
const NEAR_THE_SCREEN = '300px';

/**
 * Whether an image below the fold may load yet: once the page has settled, or once it comes near the screen,
 * whichever is first. A browser fetches lazy images ~1250 px ahead of the screen, so a listing's cards 5–10 or the
 * home page's tiles (~75–90 KB) were fetched the moment the live page rendered: on a phone's link, just when the
 * shopper's first "Add to cart" or search needed it (their GraphQL answers took twice as long). A shopper who
 * scrolls still gets each image as it nears the screen. A view rendered after the page settled (in-app navigation)
 * shows its images at once; without IntersectionObserver, so does every view.
 */
export function useLoadWhenNeeded(box: RefObject<Element | null>, atOnce: boolean): boolean {
  // Settled is the browser's to know: a server view hydrated after the page settled (its code came late) is first
  // drawn as the server drew it, its images waiting, and shows them right after.
  const settled = useBrowserValue(whenSettled, pageHasSettled, false);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const show = atOnce || settled || near;
  useEffect(() => {
    if (show) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: NEAR_THE_SCREEN,
    });
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, [show, box]);
  return show;
}

function whenSettled(onChange: () => void): () => void {
  let live = true;
  void whenPageSettled().then(() => live && onChange());
  return () => {
    live = false;
  };
}
