import type { CatalogPageProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function CatalogRoute(_props: CatalogPageProps) {
  return <div data-boundary="mf-catalog"><h1>Tiles</h1></div>;
}
