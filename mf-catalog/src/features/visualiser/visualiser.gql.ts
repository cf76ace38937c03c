import { withFragments } from '@tiles/shared';
import { graphql } from '../../graphql';
import type { VisualiserTileFieldsFragment, VisualiserTileQuery, VisualiserTilesQuery } from '../../gql/graphql';
/** The tile on show and the tiles offered beside it: similar (related), same size, recently viewed. */
export const VISUALISER_TILE_FIELDS = graphql(/* GraphQL */ `
  fragment VisualiserTileFields on ProductInterface {
    sku
    name
    url_key
    small_image {
      url
    }
    tile_size
    tile_size_key
    tile_finish_label
    sqft_per_box
  }
`);

export const VISUALISER_QUERY = withFragments(
  graphql(/* GraphQL */ `
    query VisualiserTile($sku: String!) {
      products(filter: { sku: { eq: $sku } }, pageSize: 1) {
        items {
          ...VisualiserTileFields
          related_products {
            ...VisualiserTileFields
          }
        }
      }
    }
  `),
  VISUALISER_TILE_FIELDS,
);

export const VISUALISER_TILES_QUERY = withFragments(
  graphql(/* GraphQL */ `
    query VisualiserTiles($skus: [String], $size: String) {
      bySku: products(filter: { sku: { in: $skus } }, pageSize: 12) {
        items {
          ...VisualiserTileFields
        }
      }
      sameSize: products(filter: { tile_size: { eq: $size } }, pageSize: 9) {
        items {
          ...VisualiserTileFields
        }
      }
    }
  `),
  VISUALISER_TILE_FIELDS,
);

/** A tile the visualiser can show, name and sell: sku and name are nullable in the schema. */
export type VisualiserTile = VisualiserTileFieldsFragment & { sku: string; name: string };
export const shownTiles = (items: ReadonlyArray<VisualiserTileFieldsFragment | null> | null | undefined): VisualiserTile[] =>
  (items ?? []).flatMap((t) => (t?.sku && t.name ? [{ ...t, sku: t.sku, name: t.name }] : []));
export type VisualiserResult = VisualiserTileQuery;
export type VisualiserTilesResult = VisualiserTilesQuery;

/** "600x1200 mm" → [600, 1200]; null when the size is not given in millimetres. */
export function tileSizeMm(size: string | null | undefined): [number, number] | null {
  const m = /^(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*mm$/i.exec(size?.trim() ?? '');
  return m ? [Number(m[1]), Number(m[2])] : null;
}
