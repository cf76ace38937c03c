import type { Showroom } from '@tiles/shared';
import { locatorMessages } from './i18n/messages';

interface Props {
  results: Showroom[] | null;
  status: 'idle' | 'loading' | 'error';
  onSelect: (showroom: Showroom) => void;
}

/** The showrooms found, each with address, phone, hours, a map link and "Request a visit". */
export function ShowroomList({ results, status, onSelect }: Props) {
  const t = locatorMessages.useT();
  if (status === 'error')
    return (
      <p className="lead-error" role="alert">
        {t('loadFailed')}
      </p>
    );
  if (!results) return <p className="lead-sl-hint">{t('hint')}</p>;
  return (
    <section aria-labelledby="lead-sl-results" aria-busy={status === 'loading'}>
      <h2 id="lead-sl-results" className="lead-sl-h2" aria-live="polite">
        {results.length === 0 ? t('none') : t('found', { count: results.length })}
      </h2>
      <ul className="lead-sl-list">
        {results.map((s) => (
          <li key={s.id} className="lead-sl-card" data-testid="showroom">
            <h3>{s.name}</h3>
            <p>{s.address}</p>
            <p>
              <a href={`tel:${s.phone.replace(/\s/g, '')}`}>{s.phone}</a> · {s.hours}
            </p>
            <p className="lead-actions">
              <a href={s.mapUrl} target="_blank" rel="noopener noreferrer">
                {t('viewMap')}
                <span className="lead-sr">{t('mapFor', { name: s.name })}</span>
              </a>
              <button type="button" className="lead-btn" onClick={() => onSelect(s)}>
                {t('requestVisit')}
                <span className="lead-sr">{t('visitTo', { name: s.name })}</span>
              </button>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
