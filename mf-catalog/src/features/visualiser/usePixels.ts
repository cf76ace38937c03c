import { useEffect, useState } from 'react';
import { sized, type RoomScene } from '@tiles/shared';
import { loadImagePixels } from './loadPixels';
import type { Pixels } from './renderRoom';

export interface ScenePixels {
  pixels: Pixels;
  overlay: string | null;
}

const scenes = new Map<string, Promise<ScenePixels>>();
const tiles = new Map<string, Promise<Pixels>>();

function once<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key);
  if (!p) {
    p = load();
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}

/**
 * A loader's value for `key`. While the next key loads, the last value stays (with its own key), so the picture
 * does not blank out between two scenes or tiles; `failed` says the latest key could not be loaded.
 */
function useLoaded<T>(key: string | null, load: (key: string) => Promise<T>) {
  const [state, setState] = useState<{ key: string | null; value: T | null; failedKey: string | null }>({ key: null, value: null, failedKey: null });
  useEffect(() => {
    if (!key) return;
    let live = true;
    load(key).then(
      (value) => live && setState({ key, value, failedKey: null }),
      () => live && setState((s) => ({ ...s, failedKey: key })),
    );
    return () => { live = false; };
  }, [key, load]);
  return { key: state.key, value: key ? state.value : null, failed: !!key && state.failedKey === key };
}

const loadScene = (id: string, scene: RoomScene) => once(scenes, id, async () => {
  const pixels = await loadImagePixels(scene.image);
  return { pixels, overlay: scene.overlay };
});

export function useScenePixels(scene: RoomScene | null) {
  const [loader] = useState(() => new Map<string, RoomScene>());
  if (scene) loader.set(scene.id, scene);
  const [load] = useState(() => (id: string) => loadScene(id, loader.get(id) as RoomScene));
  return useLoaded(scene?.id ?? null, load);
}

/** A tile's face at a width that keeps a 400 mm tile sharp across the scene. */
const loadTile = (url: string) => once(tiles, url, () => loadImagePixels(sized(url, 320), 320));
export function useTilePixels(url: string | null) {
  return useLoaded(url, loadTile);
}
