import { useEffect, useState } from 'react';
import { runOperation } from '@tiles/shared';
import { recentlyViewed } from '../recently-viewed/recentlyViewed';
import { VISUALISER_QUERY, VISUALISER_TILES_QUERY, shownTiles, type VisualiserResult, type VisualiserTile } from './visualiser.gql';

export interface TileChoices {
  similar: VisualiserTile[];
  sameSize: VisualiserTile[];
  recent: VisualiserTile[];
}

/** While another SKU loads, the last tile stays on show (status 'loading'). */
interface TileState {
  status: 'loading' | 'missing' | 'error' | 'ready';
  tile: VisualiserTile | null;
}
const cache = new Map<string, VisualiserResult>();

async function fetchTile(sku: string): Promise<VisualiserResult | null> {
  const known = cache.get(sku);
  if (known) return known;
  const r = await runOperation(VISUALISER_QUERY, { sku });
  if (r.error) return null;
  cache.set(sku, r.data);
  return r.data;
}

/** One tile by SKU (the one on show or the one compared with). */
export function useTile(sku: string | null) {
  const [state, setState] = useState<TileState & { related: VisualiserTile[] }>({ status: 'loading', tile: null, related: [] });
  useEffect(() => {
    if (!sku) return setState({ status: 'missing', tile: null, related: [] });
    let live = true;
    setState((s) => (s.tile?.sku === sku ? s : { ...s, status: 'loading' }));
    void fetchTile(sku).then((data) => {
      if (!live) return;
      const found = data?.products?.items?.[0];
      const item = shownTiles([found ?? null])[0];
      if (!data) setState({ status: 'error', tile: null, related: [] });
      else if (!item) setState({ status: 'missing', tile: null, related: [] });
      else setState({ status: 'ready', tile: item, related: shownTiles(found?.related_products) });
    });
    return () => {
      live = false;
    };
  }, [sku]);
  return state;
}

/** Tiles to switch to: similar (related), the same size, and the ones the shopper viewed recently. */
export function useTileChoices(tile: VisualiserTile | null, similar: VisualiserTile[]): TileChoices {
  const [choices, setChoices] = useState<Omit<TileChoices, 'similar'>>({ sameSize: [], recent: [] });
  const sku = tile?.sku;
  const size = tile?.tile_size_key ?? null;
  useEffect(() => {
    if (!sku) return;
    let live = true;
    const recent = recentlyViewed().filter((s) => s !== sku);
    void runOperation(VISUALISER_TILES_QUERY, { skus: recent, size: size ?? '' }).then((r) => {
      if (!live || r.error) return;
      const bySku = new Map(shownTiles(r.data.bySku?.items).map((t) => [t.sku, t]));
      setChoices({
        sameSize: shownTiles(r.data.sameSize?.items)
          .filter((t) => t.sku !== sku)
          .slice(0, 8),
        recent: recent.map((s) => bySku.get(s)).filter((t): t is VisualiserTile => !!t),
      });
    });
    return () => {
      live = false;
    };
  }, [sku, size]);
  return { similar: similar.filter((t) => t.sku !== sku).slice(0, 8), ...choices };
}
