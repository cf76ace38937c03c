import type { FormEvent } from 'react';
import { locatorMessages } from './i18n/messages';

interface Props {
  city: string;
  fullAddress: string;
  cities: string[];
  onChange: (field: 'cityFromSimpleSearch' | 'fullAddressFromSimpleSearch', value: string) => void;
  onSearch: () => void;
}

/** Simple search: a city, or a full address. */
export function SimpleSearch({ city, fullAddress, cities, onChange, onSearch }: Props) {
  const t = locatorMessages.useT();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch();
  };
  return (
    <form className="lead-sl-search" role="search" aria-label={t('byCityAddress')} onSubmit={submit}>
      <h2 className="lead-sl-h2">{t('byCityAddress')}</h2>
      <label className="lead-field">
        <span>{t('city')}</span>
        <input name="city" list="lead-sl-cities" value={city} onChange={(e) => onChange('cityFromSimpleSearch', e.target.value)} />
      </label>
      <datalist id="lead-sl-cities">
        {cities.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <label className="lead-field">
        <span>{t('fullAddress')}</span>
        <input
          name="address"
          placeholder={t('addressExample')}
          value={fullAddress}
          onChange={(e) => onChange('fullAddressFromSimpleSearch', e.target.value)}
        />
      </label>
      <button type="submit" className="lead-btn lead-btn--primary" disabled={!city.trim() && !fullAddress.trim()}>
        {t('find')}
      </button>
    </form>
  );
}
