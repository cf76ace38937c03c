import type { SearchPageProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function VisualSearchPage(_props: SearchPageProps) {
  return <div data-boundary="mf-search"><h1>Visual search</h1></div>;
}
