import type { FormEvent } from 'react';
import type { ShowroomRegion } from '@tiles/shared';
import { locatorMessages } from './i18n/messages';

interface Props {
  state: string;
  city: string;
  regions: ShowroomRegion[];
  cities: string[];
  onChange: (field: 'stateFromAdvancedSearch' | 'cityFromAdvancedSearch', value: string) => void;
  onSearch: () => void;
}

/** Advanced search: a state, then one of its cities. */
export function AdvancedSearch({ state, city, regions, cities, onChange, onSearch }: Props) {
  const t = locatorMessages.useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <form className="lead-sl-search" aria-label={t('byStateCity')} onSubmit={submit}>
      <h2 className="lead-sl-h2">{t('byStateCity')}</h2>
      <label className="lead-field">
        <span>{t('state')}</span>
        <select name="state" value={state} onChange={(e) => onChange('stateFromAdvancedSearch', e.target.value)}>
          <option value="">{t('chooseState')}</option>
          {regions.map((r) => (
            <option key={r.state} value={r.state}>
              {r.state}
            </option>
          ))}
        </select>
      </label>
      <label className="lead-field">
        <span>{t('city')}</span>
        <select name="city" value={city} disabled={!state} onChange={(e) => onChange('cityFromAdvancedSearch', e.target.value)}>
          <option value="">{t('allCities')}</option>
          {cities.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="lead-btn lead-btn--primary" disabled={!state}>
        {t('search')}
      </button>
    </form>
  );
}
