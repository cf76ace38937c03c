import { Link } from '@tiles/shared';
import { searchResultsUrl } from '@tiles/shared';

export interface NoResultsProps {
  query: string;
  /** Magento's "did you mean" suggestions. */
  didYouMean: string[];
  trending: string[];
  filtered: boolean;
  onClearFilters: () => void;
}

const BROWSE = [
  { label: 'Floor tiles', path: '/tiles/floor-tiles' },
  { label: 'Wall tiles', path: '/tiles/wall-tiles' },
  { label: 'Marble tiles', path: '/tiles/marble-tiles' },
  { label: 'Wooden tiles', path: '/tiles/wooden-tiles' },
  { label: 'Bathroom tiles', path: '/tiles/bathroom-tiles' },
  { label: 'Kitchen tiles', path: '/tiles/kitchen-tiles' },
];

/** A helpful dead end: why, what else to try, and where to browse instead. */
export function NoResults({ query, didYouMean, trending, filtered, onClearFilters }: NoResultsProps) {
  const tryInstead = [...new Set([...didYouMean, ...trending])].filter((q) => q.toLowerCase() !== query.toLowerCase()).slice(0, 8);
  return (
    <section className="srch-empty" aria-labelledby="srch-empty-title">
      <h2 id="srch-empty-title">No tiles match “{query}”{filtered ? ' with these filters' : ''}</h2>
      {filtered ? (
        <p><button type="button" className="srch-button" onClick={onClearFilters}>Clear the filters</button> to see every match for “{query}”.</p>
      ) : (
        <ul className="srch-tips">
          <li>Check the spelling, or use fewer words — “marble” instead of “white marble glossy 2x4”.</li>
          <li>Search by look, room or size: “wooden”, “bathroom”, “600x1200”.</li>
          <li>Have a photo? Use “Search by image” beside the search box.</li>
        </ul>
      )}
      {tryInstead.length > 0 && (
        <>
          <h3>Try searching for</h3>
          <ul className="srch-pills">{tryInstead.map((q) => <li key={q}><Link to={searchResultsUrl(q)}>{q}</Link></li>)}</ul>
        </>
      )}
      <h3>Or browse</h3>
      <ul className="srch-pills">{BROWSE.map((b) => <li key={b.path}><Link to={b.path}>{b.label}</Link></li>)}</ul>
    </section>
  );
}
