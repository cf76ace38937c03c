import type { Showroom } from '@tiles/shared';

interface Props {
  results: Showroom[] | null;
  status: 'idle' | 'loading' | 'error';
  onSelect: (showroom: Showroom) => void;
}

/** The showrooms found, each with address, phone, hours, a map link and "Request a visit". */
export function ShowroomList({ results, status, onSelect }: Props) {
  if (status === 'error') return <p className="lead-error" role="alert">We could not load showrooms just now. Please try again.</p>;
  if (!results) return <p className="lead-sl-hint">Search by city, address or state to see showrooms near you.</p>;
  return (
    <section aria-labelledby="lead-sl-results" aria-busy={status === 'loading'}>
      <h2 id="lead-sl-results" className="lead-sl-h2" aria-live="polite">
        {results.length === 0 ? 'No showrooms found — try a nearby city' : `${results.length} showroom${results.length === 1 ? '' : 's'} found`}
      </h2>
      <ul className="lead-sl-list">
        {results.map((s) => (
          <li key={s.id} className="lead-sl-card" data-testid="showroom">
            <h3>{s.name}</h3>
            <p>{s.address}</p>
            <p><a href={`tel:${s.phone.replace(/\s/g, '')}`}>{s.phone}</a> · {s.hours}</p>
            <p className="lead-actions">
              <a href={s.mapUrl} target="_blank" rel="noopener noreferrer">View on map<span className="lead-sr"> for {s.name} (opens in a new tab)</span></a>
              <button type="button" className="lead-btn" onClick={() => onSelect(s)}>Request a visit<span className="lead-sr"> to {s.name}</span></button>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
