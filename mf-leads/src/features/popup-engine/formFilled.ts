import { getBus } from '@tiles/shared';
import { loadMarkers, loadPersisted, saveMarkers, savePersisted } from './storage';
import { EMPTY_PERSISTED } from './engine';

/**
 * Records a filled lead for every remote: the persisted flag with its time, the lead-filled and
 * promo-closed markers, then `leads:form-filled` on the bus (the popup engine closes every popup on it).
 * Written here as well as by the engine so a lead filled where no PopupHost runs is still remembered.
 */
export function recordFormFilled(source: string, now = Date.now()): void {
  const at = new Date(now).toISOString();
  savePersisted({ ...(loadPersisted() ?? EMPTY_PERSISTED), sidePromptModal: false, isFormFilled: true, whenFormFilled: at });
  saveMarkers({ ...loadMarkers(), leadFilled: true, promoClosed: true });
  getBus().publish('leads:form-filled', { at, source });
}
