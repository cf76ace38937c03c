import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from '@tiles/shared';
import { getBus, useBusEvent, type PopupName } from '@tiles/shared';
import { initEngine, nextWakeAt, step } from './engine';
import type { EngineCommand, EngineEvent, EngineState } from './types';
import { loadMarkers, loadPersisted, loadPopupDay, saveMarkers, savePersisted, savePopupDay } from './storage';

/** Keystrokes in a field outside our own dialogs mean "typing elsewhere": popups must not take focus then. */
function isTypingElsewhere(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement) || target.closest('[data-leads-dialog]')) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function persist(prev: EngineState | null, next: EngineState): void {
  if (prev?.persisted !== next.persisted) savePersisted(next.persisted);
  if (prev?.markers !== next.markers) saveMarkers(next.markers);
  if (prev?.clock !== next.clock) savePopupDay(next.clock);
}

/** The thin React layer: feeds the pure engine with time, route, bus and keyboard, and writes what it decides. */
export function usePopupEngine() {
  const { pathname } = useLocation();
  const ref = useRef<EngineState | null>(null);
  if (!ref.current) {
    ref.current = initEngine({
      now: Date.now(),
      path: pathname,
      referrer: document.referrer,
      host: window.location.host,
      persisted: loadPersisted(),
      markers: loadMarkers(),
      day: loadPopupDay(),
    });
    persist(null, ref.current);
  }
  const [state, setState] = useState<EngineState>(ref.current);

  const dispatch = useCallback((event: EngineCommand) => {
    const prev = ref.current!;
    const { state: next, effects } = step(prev, { ...event, now: Date.now() } as EngineEvent);
    ref.current = next;
    persist(prev, next);
    setState(next);
    for (const e of effects) getBus().publish(e.name, e.payload as never);
  }, []);

  useEffect(() => {
    const wake = nextWakeAt(state);
    if (wake === null) return;
    const id = setTimeout(() => dispatch({ type: 'tick' }), Math.max(0, wake - Date.now()));
    return () => clearTimeout(id);
  }, [state, dispatch]);

  useEffect(() => {
    if (ref.current!.path !== pathname) dispatch({ type: 'navigate', path: pathname });
  }, [pathname, dispatch]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTypingElsewhere(e.target)) dispatch({ type: 'typing' });
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, [dispatch]);

  useBusEvent('leads:popup-requested', ({ popup }) => dispatch({ type: 'request', popup }));
  useBusEvent('leads:popup-close-requested', ({ popup }) => dispatch({ type: 'close', popup }));
  useBusEvent('leads:form-filled', ({ at }) => dispatch({ type: 'form-filled', at }));

  return {
    state,
    handleClose: useCallback((popup: PopupName) => dispatch({ type: 'close', popup }), [dispatch]),
    handleSkipLocation: useCallback(() => dispatch({ type: 'location-skipped' }), [dispatch]),
    handleSidePromptClick: useCallback(() => dispatch({ type: 'side-prompt-clicked' }), [dispatch]),
    handleSidePromptDismiss: useCallback(() => dispatch({ type: 'side-prompt-dismissed' }), [dispatch]),
    handleReset: useCallback(() => dispatch({ type: 'reset' }), [dispatch]),
    setBlocked: useCallback((blocked: boolean) => dispatch({ type: 'blocked', blocked }), [dispatch]),
  };
}
