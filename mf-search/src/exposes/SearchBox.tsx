import type { EmptyProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function SearchBox(_props: EmptyProps) {
  return <div data-boundary="mf-search"><input aria-label="Search tiles" /></div>;
}
