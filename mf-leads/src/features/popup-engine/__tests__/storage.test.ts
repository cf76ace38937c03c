import { LOCAL_KEYS } from '@tiles/shared';
import { loadMarkers, loadPersisted, loadPopupDay, saveMarkers, savePersisted } from '../storage';

beforeEach(() => localStorage.clear());

describe('persisted popup state', () => {
  it('round-trips form-storage in the { state, version } layout', () => {
    const state = { sidePromptModal: true, sidePromptModalClicked: false, isFormFilled: true, whenFormFilled: '2025-03-09T10:00:00.000Z' };
    savePersisted(state);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.formStorage)!)).toEqual({ state, version: 0 });
    expect(loadPersisted()).toEqual(state);
  });

  it.each([
    'not json{',
    '[]',
    '{"state":"yes"}',
    '{"state":{"sidePromptModal":"true","sidePromptModalClicked":false,"isFormFilled":false,"whenFormFilled":null}}',
    '{"state":{"sidePromptModal":true,"sidePromptModalClicked":false,"isFormFilled":true,"whenFormFilled":"someday"}}',
    '{"theme":"dark"}',
  ])('reads a corrupt or foreign value as absent: %s', (value) => {
    localStorage.setItem(LOCAL_KEYS.formStorage, value);
    expect(loadPersisted()).toBeNull();
  });

  it('markers are "true" or absent; a corrupt popup day is ignored', () => {
    saveMarkers({ leadFilled: true, promoClosed: false, locationSkip: true });
    expect(localStorage.getItem(LOCAL_KEYS.promoClosed)).toBeNull();
    localStorage.setItem(LOCAL_KEYS.promoClosed, 'yes please');
    expect(loadMarkers()).toEqual({ leadFilled: true, promoClosed: false, locationSkip: true });
    localStorage.setItem(LOCAL_KEYS.popupDay, '{"day":"today","start":1,"fired":0}');
    expect(loadPopupDay()).toBeNull();
  });
});
