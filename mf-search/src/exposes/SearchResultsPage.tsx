import type { SearchPageProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function SearchResultsPage(_props: SearchPageProps) {
  return <div data-boundary="mf-search"><h1>Search results</h1></div>;
}
