import type { PopupName, TilesEventMap } from '@tiles/shared';

/** What the shop keeps under `form-storage` (spec §3 "Persisted popup state"). */
export interface PersistedPopupState {
  sidePromptModal: boolean;
  sidePromptModalClicked: boolean;
  isFormFilled: boolean;
  /** ISO time the form was filled; null when not filled. */
  whenFormFilled: string | null;
}

/** Single-flag markers, each under its own LOCAL_KEYS entry. */
export interface Markers {
  leadFilled: boolean;
  promoClosed: boolean;
  locationSkip: boolean;
}

/** The day's popup clock under LOCAL_KEYS.popupDay: slots count from `start`, `fired` slots never repeat. */
export interface PopupDay {
  day: string;
  start: number;
  fired: number;
}

export interface EngineState {
  open: PopupName | null;
  persisted: PersistedPopupState;
  markers: Markers;
  clock: PopupDay;
  /** When the promo is due this visit; null when it never will be. */
  promoAt: number | null;
  path: string;
  /** The shopper is typing elsewhere until this time: automatic popups wait. */
  typingUntil: number;
  queued: PopupName | null;
  /** Another leads dialog (the callback form) is open: no popup may open over it. */
  blocked: boolean;
  /** The location popup was shown during this visit (it is offered once per visit). */
  locationShown: boolean;
}

export type EngineEvent =
  | { type: 'tick'; now: number }
  | { type: 'navigate'; path: string; now: number }
  | { type: 'request'; popup: PopupName; now: number; byShopper?: boolean }
  | { type: 'close'; popup: PopupName | 'all'; now: number }
  | { type: 'form-filled'; at: string; now: number }
  | { type: 'reset'; now: number }
  | { type: 'typing'; now: number }
  | { type: 'side-prompt-clicked'; now: number }
  | { type: 'side-prompt-dismissed'; now: number }
  | { type: 'location-skipped'; now: number }
  | { type: 'blocked'; blocked: boolean; now: number };

/** Bus events the engine's decisions produce. */
export type Effect =
  | { name: 'leads:popup-opened'; payload: TilesEventMap['leads:popup-opened'] }
  | { name: 'leads:popup-closed'; payload: TilesEventMap['leads:popup-closed'] }
  | { name: 'leads:popup-refused'; payload: TilesEventMap['leads:popup-refused'] };

export interface StepResult {
  state: EngineState;
  effects: Effect[];
}

/** An engine event before the clock stamps it (what the React layer and tests send). */
export type EngineCommand = EngineEvent extends infer E ? (E extends EngineEvent ? Omit<E, 'now'> : never) : never;
