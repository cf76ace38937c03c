import { SESSION_KEYS, readJson, removeKey, writeJson, type VisualSearchImage } from '@tiles/shared';

const DATA_URL = /^data:image\/(jpeg|png|tiff);base64,[A-Za-z0-9+/]+=*$/;

export function isVisualSearchImage(value: unknown): value is VisualSearchImage {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.dataUrl === 'string' && DATA_URL.test(v.dataUrl) && typeof v.fileName === 'string';
}

/**
 * The image travels to /visual-search in the router state; it is also kept in sessionStorage so a reload
 * of the results page still works (large photos may not fit the quota — then only the router state carries it).
 */
export function keepImage(image: VisualSearchImage): void {
  removeKey(SESSION_KEYS.visualSearchImage, 'session');
  writeJson(SESSION_KEYS.visualSearchImage, image, 'session');
}

export function imageFromHandoff(routerState: unknown): VisualSearchImage | null {
  const fromState = typeof routerState === 'object' && routerState !== null ? (routerState as { image?: unknown }).image : undefined;
  if (isVisualSearchImage(fromState)) return fromState;
  return readJson(SESSION_KEYS.visualSearchImage, isVisualSearchImage, 'session');
}
