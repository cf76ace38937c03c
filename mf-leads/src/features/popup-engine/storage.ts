import { LOCAL_KEYS, readJson, readText, removeKey, writeJson, writeText } from '@tiles/shared';
import type { Markers, PersistedPopupState, PopupDay } from './types';

/** `form-storage` holds `{ state: {...}, version: 0 }` (the persisted-store layout the shop has always used). */
interface FormStorage {
  state: PersistedPopupState;
  version: number;
}

const isBool = (v: unknown): v is boolean => typeof v === 'boolean';

/** A foreign or half-written value reads as absent: every field must be there with the right type. */
export function isFormStorage(v: unknown): v is FormStorage {
  if (!v || typeof v !== 'object') return false;
  const s = (v as { state?: unknown }).state;
  if (!s || typeof s !== 'object') return false;
  const o = s as Record<string, unknown>;
  const when = o.whenFormFilled;
  return (
    isBool(o.sidePromptModal) &&
    isBool(o.sidePromptModalClicked) &&
    isBool(o.isFormFilled) &&
    (when === null || (typeof when === 'string' && !Number.isNaN(Date.parse(when))))
  );
}

export function isPopupDay(v: unknown): v is PopupDay {
  if (!v || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return (
    typeof o.day === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(o.day) &&
    typeof o.start === 'number' &&
    Number.isFinite(o.start) &&
    typeof o.fired === 'number' &&
    Number.isInteger(o.fired) &&
    o.fired >= 0
  );
}

export function loadPersisted(): PersistedPopupState | null {
  return readJson(LOCAL_KEYS.formStorage, isFormStorage)?.state ?? null;
}

export function savePersisted(state: PersistedPopupState): void {
  writeJson(LOCAL_KEYS.formStorage, { state, version: 0 } satisfies FormStorage);
}

const MARKER_KEYS: Record<keyof Markers, string> = {
  leadFilled: LOCAL_KEYS.leadFilled,
  promoClosed: LOCAL_KEYS.promoClosed,
  locationSkip: LOCAL_KEYS.locationSkip,
};

/** Markers are the text `true`; anything else is no marker. */
export function loadMarkers(): Markers {
  const read = (k: keyof Markers) => readText(MARKER_KEYS[k]) === 'true';
  return { leadFilled: read('leadFilled'), promoClosed: read('promoClosed'), locationSkip: read('locationSkip') };
}

export function saveMarkers(markers: Markers): void {
  for (const k of Object.keys(MARKER_KEYS) as (keyof Markers)[]) {
    if (markers[k]) writeText(MARKER_KEYS[k], 'true');
    else removeKey(MARKER_KEYS[k]);
  }
}

export const loadPopupDay = (): PopupDay | null => readJson(LOCAL_KEYS.popupDay, isPopupDay);
export const savePopupDay = (day: PopupDay): void => writeJson(LOCAL_KEYS.popupDay, day);

/** Sets only the lead-filled marker (spec §8: a lead the backend refused still counts as an attempt). */
export function markLeadFilled(): void {
  writeText(LOCAL_KEYS.leadFilled, 'true');
}
