import { SESSION_KEYS } from '@tiles/shared';
import { loadStep, saveStep } from '../storeStep';

beforeEach(() => sessionStorage.clear());

describe('store-storage (sessionStorage, only the step)', () => {
  it('saves only the step and reads it back', () => {
    saveStep('thankyou');
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.storeStorage)!)).toEqual({ state: { storeFormStep: 'thankyou' }, version: 0 });
    expect(loadStep()).toBe('thankyou');
  });

  it.each(['{"state":{"storeFormStep":"payment"}}', '{"state":{}}', 'not json', '"thankyou"', 'null'])('ignores %s', (value) => {
    sessionStorage.setItem(SESSION_KEYS.storeStorage, value);
    expect(loadStep()).toBe('form');
  });
});
