import { useCallback, useEffect, useRef, useState } from 'react';
import type { Showroom, ShowroomRegion } from '@tiles/shared';
import { fetchShowrooms, type ShowroomQuery } from './showrooms';
import { loadStep, saveStep, type StoreFormStep } from './storeStep';

/** The spec's store-locator state fields (§3), plus what the page needs to show results. */
export interface StoreLocatorFields {
  cityFromSimpleSearch: string;
  fullAddressFromSimpleSearch: string;
  cityFromAdvancedSearch: string;
  stateFromAdvancedSearch: string;
}

const EMPTY: StoreLocatorFields = {
  cityFromSimpleSearch: '',
  fullAddressFromSimpleSearch: '',
  cityFromAdvancedSearch: '',
  stateFromAdvancedSearch: '',
};

export function useStoreLocator() {
  const [fields, setFields] = useState<StoreLocatorFields>(EMPTY);
  const [storeFormStep, setStep] = useState<StoreFormStep>(loadStep);
  const [regions, setRegions] = useState<ShowroomRegion[]>([]);
  const [results, setResults] = useState<Showroom[] | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error'>('idle');
  const [selected, setSelected] = useState<Showroom | null>(null);
  const inflight = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    fetchShowrooms({}, abort.signal).then(
      (r) => setRegions(r.regions),
      () => undefined,
    );
    return () => abort.abort();
  }, []);

  const search = useCallback(async (query: ShowroomQuery) => {
    inflight.current?.abort();
    const abort = (inflight.current = new AbortController());
    setStatus('loading');
    try {
      const reply = await fetchShowrooms(query, abort.signal);
      setResults(reply.showrooms);
      setStatus('idle');
    } catch {
      if (!abort.signal.aborted) setStatus('error');
    }
  }, []);

  const handleField = useCallback((field: keyof StoreLocatorFields, value: string) => {
    setFields((f) => ({ ...f, [field]: value, ...(field === 'stateFromAdvancedSearch' ? { cityFromAdvancedSearch: '' } : {}) }));
  }, []);

  const setStoreFormStep = useCallback((step: StoreFormStep) => {
    setStep(step);
    saveStep(step);
  }, []);

  return {
    ...fields,
    storeFormStep,
    regions,
    results,
    status,
    selected,
    citiesOfState: regions.find((r) => r.state === fields.stateFromAdvancedSearch)?.cities ?? [],
    allCities: regions.flatMap((r) => r.cities).sort(),
    handleField,
    handleSimpleSearch: () => search({ city: fields.cityFromSimpleSearch, q: fields.fullAddressFromSimpleSearch }),
    handleAdvancedSearch: () => search({ state: fields.stateFromAdvancedSearch, city: fields.cityFromAdvancedSearch }),
    handleSelect: setSelected,
    setStoreFormStep,
  };
}
