import { SESSION_KEYS, readJson, writeJson } from '@tiles/shared';

export type StoreFormStep = 'form' | 'thankyou';

interface StoreStorage {
  state: { storeFormStep: StoreFormStep };
  version: number;
}

/** Only `form` or `thankyou` is accepted; any other stored value is ignored (spec §4, §5). */
export function isStoreStorage(v: unknown): v is StoreStorage {
  const step = (v as { state?: { storeFormStep?: unknown } } | null)?.state?.storeFormStep;
  return step === 'form' || step === 'thankyou';
}

/** `store-storage` lives in sessionStorage: the step survives a reload in this tab, not in a new one. */
export function loadStep(): StoreFormStep {
  return readJson(SESSION_KEYS.storeStorage, isStoreStorage, 'session')?.state.storeFormStep ?? 'form';
}

export function saveStep(step: StoreFormStep): void {
  writeJson(SESSION_KEYS.storeStorage, { state: { storeFormStep: step }, version: 0 } satisfies StoreStorage, 'session');
}
