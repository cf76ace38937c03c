import type { FormEvent } from 'react';

interface Props {
  city: string;
  fullAddress: string;
  cities: string[];
  onChange: (field: 'cityFromSimpleSearch' | 'fullAddressFromSimpleSearch', value: string) => void;
  onSearch: () => void;
}

/** Simple search: a city, or a full address. */
export function SimpleSearch({ city, fullAddress, cities, onChange, onSearch }: Props) {
  const submit = (e: FormEvent) => { e.preventDefault(); onSearch(); };
  return (
    <form className="lead-sl-search" role="search" aria-label="Search by city or address" onSubmit={submit}>
      <h2 className="lead-sl-h2">Search by city or address</h2>
      <label className="lead-field">
        <span>City</span>
        <input name="city" list="lead-sl-cities" value={city} onChange={(e) => onChange('cityFromSimpleSearch', e.target.value)} />
      </label>
      <datalist id="lead-sl-cities">{cities.map((c) => <option key={c} value={c} />)}</datalist>
      <label className="lead-field">
        <span>Full address</span>
        <input name="address" placeholder="e.g. MG Road, Pune 411001" value={fullAddress} onChange={(e) => onChange('fullAddressFromSimpleSearch', e.target.value)} />
      </label>
      <button type="submit" className="lead-btn lead-btn--primary" disabled={!city.trim() && !fullAddress.trim()}>Find showrooms</button>
    </form>
  );
}
