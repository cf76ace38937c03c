import { useCallback, useState, type MouseEvent } from 'react';
import { useLocation } from '@tiles/shared';

/** The address's field naming the image shown: the gallery's form sent without scripts. */
const IMAGE_FIELD = 'image';

/** Which image the gallery shows: the address's (a thumbnail tapped without scripts), else the first. */
export function shownImage(search: string, count: number): number {
  const raw = new URLSearchParams(search).get(IMAGE_FIELD) ?? '';
  const n = /^\d{1,3}$/.test(raw) ? Number(raw) : 0;
  return n < count ? n : 0;
}

export function useGallery(count: number) {
  const { search } = useLocation();
  const [index, setIndex] = useState(() => shownImage(search, count));
  // Live, the thumbnail switches in place: its form is not sent (the page would load again).
  const handleShow = useCallback((e: MouseEvent, i: number) => {
    e.preventDefault();
    setIndex(i);
  }, []);
  return { index, field: IMAGE_FIELD, handleShow };
}
