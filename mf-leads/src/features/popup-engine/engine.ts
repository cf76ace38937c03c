import { isListingPath, type PopupName } from '@tiles/shared';
import { FILLED_TTL_MS, PROMO_DELAY_MS, TIMED_SLOTS_MS, TYPING_IDLE_MS, isExternalReferrer, localDay } from './rules';
import type { Effect, EngineEvent, EngineState, Markers, PersistedPopupState, PopupDay, StepResult } from './types';

export const EMPTY_PERSISTED: PersistedPopupState = {
  sidePromptModal: false,
  sidePromptModalClicked: false,
  isFormFilled: false,
  whenFormFilled: null,
};
export const NO_MARKERS: Markers = { leadFilled: false, promoClosed: false, locationSkip: false };

export interface EngineInput {
  now: number;
  path: string;
  referrer: string;
  host: string;
  persisted: PersistedPopupState | null;
  markers: Markers;
  day: PopupDay | null;
}

/** Slots whose time has already passed at `now` are skipped, never fired late. */
function firstSlotAfter(clock: PopupDay, now: number): number {
  let i = clock.fired;
  while (i < TIMED_SLOTS_MS.length && clock.start + TIMED_SLOTS_MS[i] < now) i++;
  return i;
}

function newDay(now: number): PopupDay {
  return { day: localDay(now), start: now, fired: 0 };
}

/** The filled status lasts 15 days; after that it (and the lead-filled marker) is cleared. */
function expire(s: EngineState, now: number): EngineState {
  const { isFormFilled, whenFormFilled } = s.persisted;
  if (!isFormFilled) return s;
  const at = whenFormFilled ? Date.parse(whenFormFilled) : NaN;
  if (!Number.isNaN(at) && now - at < FILLED_TTL_MS) return s;
  return { ...s, persisted: { ...s.persisted, isFormFilled: false, whenFormFilled: null }, markers: { ...s.markers, leadFilled: false } };
}

export function initEngine(input: EngineInput): EngineState {
  const { now } = input;
  const stored = input.day && input.day.day === localDay(now) ? input.day : newDay(now);
  const clock = { ...stored, fired: firstSlotAfter(stored, now) };
  const external = isExternalReferrer(input.referrer, input.host);
  const state: EngineState = {
    open: null,
    persisted: input.persisted ?? EMPTY_PERSISTED,
    markers: input.markers,
    clock,
    promoAt: external && !input.markers.promoClosed ? now + PROMO_DELAY_MS : null,
    path: input.path,
    typingUntil: 0,
    queued: null,
    blocked: false,
    locationShown: false,
  };
  return expire(state, now);
}

type Opening = { state: EngineState; effects: Effect[] };

/** The one gate every popup passes: form filled, wrong page, another open, or the shopper typing. */
function tryOpen(s: EngineState, popup: PopupName, now: number, byShopper: boolean): Opening {
  const refuse = (reason: 'form-filled' | 'another-open' | 'not-allowed-here'): Opening => ({
    state: s,
    effects: [{ name: 'leads:popup-refused', payload: { popup, reason } }],
  });
  if (s.persisted.isFormFilled) return refuse('form-filled');
  if (popup === 'locationPopup' && !isListingPath(s.path)) return refuse('not-allowed-here');
  if (s.open === popup) return { state: s, effects: [] };
  if (s.open || s.blocked) return refuse('another-open');
  if (!byShopper && now < s.typingUntil) return { state: { ...s, queued: popup }, effects: [] };
  const next = { ...s, open: popup, queued: null, locationShown: s.locationShown || popup === 'locationPopup' };
  return { state: next, effects: [{ name: 'leads:popup-opened', payload: { popup } }] };
}

function close(s: EngineState, which: PopupName | 'all'): Opening {
  const queued = which === 'all' || which === s.queued ? null : s.queued;
  if (!s.open || (which !== 'all' && which !== s.open)) return { state: { ...s, queued }, effects: [] };
  const popup = s.open;
  let next: EngineState = { ...s, open: null, queued };
  if (popup === 'tarrekImage') next = { ...next, markers: { ...next.markers, promoClosed: true }, promoAt: null };
  // A prompt dismissed without filling leaves the side prompt so the shopper can come back to it;
  // the location popup only does so on a listing page while no skip marker is set.
  const reopenSide = popup === 'locationPopup' ? isListingPath(s.path) && !s.markers.locationSkip : popup !== 'tarrekImage';
  if (reopenSide && !s.persisted.isFormFilled) next = { ...next, persisted: { ...next.persisted, sidePromptModal: true } };
  return { state: next, effects: [{ name: 'leads:popup-closed', payload: { popup } }] };
}

/** Timed slots and the promo, when due. Several slots passed at once (a sleeping tab) fire once. */
function fireDue(s: EngineState, now: number): Opening {
  const effects: Effect[] = [];
  let state = s;
  if (state.clock.day !== localDay(now)) state = { ...state, clock: newDay(now) };
  const { clock } = state;
  if (clock.fired < TIMED_SLOTS_MS.length && clock.start + TIMED_SLOTS_MS[clock.fired] <= now) {
    let fired = clock.fired + 1;
    while (fired < TIMED_SLOTS_MS.length && clock.start + TIMED_SLOTS_MS[fired] <= now) fired++;
    state = { ...state, clock: { ...clock, fired } };
    const popup: PopupName =
      isListingPath(state.path) && !state.markers.locationSkip && !state.locationShown ? 'locationPopup' : 'timePopup';
    const r = tryOpen(state, popup, now, false);
    state = r.state;
    effects.push(...r.effects);
  }
  if (state.promoAt !== null && state.promoAt <= now) {
    const r = tryOpen({ ...state, promoAt: null }, 'tarrekImage', now, false);
    state = r.state;
    effects.push(...r.effects);
  }
  if (state.queued && now >= state.typingUntil) {
    const r = tryOpen(state, state.queued, now, false);
    state = r.state;
    effects.push(...r.effects);
  }
  return { state, effects };
}

export function step(prev: EngineState, event: EngineEvent): StepResult {
  const s = expire(prev, event.now);
  switch (event.type) {
    case 'tick':
      return fireDue(s, event.now);
    case 'navigate': {
      const moved = { ...s, path: event.path };
      return s.open === 'locationPopup' && !isListingPath(event.path)
        ? { state: { ...moved, open: null }, effects: [{ name: 'leads:popup-closed', payload: { popup: 'locationPopup' } }] }
        : { state: moved, effects: [] };
    }
    case 'request':
      return tryOpen(s, event.popup, event.now, event.byShopper ?? false);
    case 'close':
      return close(s, event.popup);
    case 'form-filled': {
      const closed = close(s, 'all');
      const persisted = { ...closed.state.persisted, sidePromptModal: false, isFormFilled: true, whenFormFilled: event.at };
      const markers = { ...closed.state.markers, leadFilled: true, promoClosed: true };
      return { state: { ...closed.state, persisted, markers, promoAt: null, queued: null }, effects: closed.effects };
    }
    case 'reset': {
      const closed = close(s, 'all');
      const cleared: EngineState = {
        ...closed.state,
        persisted: EMPTY_PERSISTED,
        markers: NO_MARKERS,
        clock: newDay(event.now),
        queued: null,
        locationShown: false,
      };
      const opened = tryOpen(cleared, 'locationPopup', event.now, true);
      return { state: opened.state, effects: [...closed.effects, ...opened.effects] };
    }
    case 'typing':
      return { state: { ...s, typingUntil: event.now + TYPING_IDLE_MS }, effects: [] };
    case 'side-prompt-clicked':
      return tryOpen({ ...s, persisted: { ...s.persisted, sidePromptModalClicked: true } }, 'getInTouch', event.now, true);
    case 'side-prompt-dismissed':
      return { state: { ...s, persisted: { ...s.persisted, sidePromptModal: false } }, effects: [] };
    case 'location-skipped':
      return close({ ...s, markers: { ...s.markers, locationSkip: true } }, 'locationPopup');
    case 'blocked':
      return event.blocked ? { ...close({ ...s, blocked: true }, 'all') } : { state: { ...s, blocked: false }, effects: [] };
  }
}

/** When the engine next needs a tick: the next slot, the promo, the end of typing, or the filled expiry. */
export function nextWakeAt(s: EngineState): number | null {
  const times: number[] = [];
  if (s.persisted.isFormFilled && s.persisted.whenFormFilled) times.push(Date.parse(s.persisted.whenFormFilled) + FILLED_TTL_MS);
  else {
    if (s.clock.fired < TIMED_SLOTS_MS.length) times.push(s.clock.start + TIMED_SLOTS_MS[s.clock.fired]);
    if (s.promoAt !== null) times.push(s.promoAt);
    if (s.queued) times.push(s.typingUntil);
  }
  const finite = times.filter(Number.isFinite);
  return finite.length ? Math.min(...finite) : null;
}
