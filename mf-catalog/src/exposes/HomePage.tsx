import type { CatalogPageProps } from '@tiles/shared';

/** Placeholder until the team's feature lands. */
export default function HomePage(_props: CatalogPageProps) {
  return <div data-boundary="mf-catalog"><h1>Tiles for every room</h1></div>;
}
