import { Link } from '@tiles/shared';
import { searchResultsUrl } from '@tiles/shared';
import { resultsMessages } from './i18n/messages';

export interface NoResultsProps {
  query: string;
  /** Magento's "did you mean" suggestions. */
  didYouMean: string[];
  trending: string[];
  filtered: boolean;
  /** The same query without its filters. */
  clearHref: string;
}

const BROWSE = [
  { label: 'browseFloor', path: '/tiles/floor-tiles' },
  { label: 'browseWall', path: '/tiles/wall-tiles' },
  { label: 'browseMarble', path: '/tiles/marble-tiles' },
  { label: 'browseWooden', path: '/tiles/wooden-tiles' },
  { label: 'browseBathroom', path: '/tiles/bathroom-tiles' },
  { label: 'browseKitchen', path: '/tiles/kitchen-tiles' },
] as const;

/** A helpful dead end: why, what else to try, and where to browse instead. */
export function NoResults({ query, didYouMean, trending, filtered, clearHref }: NoResultsProps) {
  const t = resultsMessages.useT();
  const tryInstead = [...new Set([...didYouMean, ...trending])].filter((q) => q.toLowerCase() !== query.toLowerCase()).slice(0, 8);
  return (
    <section className="srch-empty" aria-labelledby="srch-empty-title">
      <h2 id="srch-empty-title">{t(filtered ? 'noMatchFiltered' : 'noMatch', { query })}</h2>
      {filtered ? (
        <p>
          <Link className="srch-button" to={clearHref}>
            {t('clearTheFilters')}
          </Link>{' '}
          {t('toSeeEvery', { query })}
        </p>
      ) : (
        <ul className="srch-tips">
          <li>{t('tipSpelling')}</li>
          <li>{t('tipLook')}</li>
          <li>{t('tipPhoto')}</li>
        </ul>
      )}
      {tryInstead.length > 0 && (
        <>
          <h3>{t('trySearching')}</h3>
          <ul className="srch-pills">
            {tryInstead.map((q) => (
              <li key={q}>
                <Link to={searchResultsUrl(q)}>{q}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{t('orBrowse')}</h3>
      <ul className="srch-pills">
        {BROWSE.map((b) => (
          <li key={b.path}>
            <Link to={b.path}>{t(b.label)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
