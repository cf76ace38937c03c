import type { EmptyProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function StoreLocatorPage(_props: EmptyProps) {
  return <div data-boundary="mf-leads"><h1>Store locator</h1></div>;
}
