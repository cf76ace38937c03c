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
  const [state, setState] = useState<{ key: string | null; value: T | null; failedKey: string | null }>({
    key: null,
    value: null,
    failedKey: null,
  });
  useEffect(() => {
    if (!key) return;
    let live = true;
    load(key).then(
      (value) => live && setState({ key, value, failedKey: null }),
      () => live && setState((s) => ({ ...s, failedKey: key })),
    );
    return () => {
      live = false;
    };
  }, [key, load]);
  return { key: state.key, value: key ? state.value : null, failed: !!key && state.failedKey === key };
}

/** Scene pictures decoded so far, and who wants to hear of the next ones (the canvas warms its textures). */
const decoded = new Set<Pixels>();
const decodedListeners = new Set<(pixels: Pixels) => void>();

/** Calls `listener` for every scene picture decoded so far and each one decoded later; returns the unsubscribe. */
export function onSceneDecoded(listener: (pixels: Pixels) => void): () => void {
  decoded.forEach(listener);
  decodedListeners.add(listener);
  return () => void decodedListeners.delete(listener);
}

const loadScene = (id: string, scene: RoomScene) =>
  once(scenes, id, async () => {
    const pixels = await loadImagePixels(scene.image);
    decoded.add(pixels);
    decodedListeners.forEach((listener) => listener(pixels));
    return { pixels, overlay: scene.overlay };
  });

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };
export const whenIdle = (run: () => void) => {
  const w = window as IdleWindow;
  if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
};

/** The overlay (furniture) decoded ahead, so the <img> over the canvas paints from the decoded cache. */
function decodeOverlay(url: string): Promise<unknown> {
  const img = new Image();
  img.src = url;
  return img.decode().catch(() => undefined);
}

/**
 * Loads and decodes the other scenes while the browser is idle, one at a time, after the first picture is on
 * screen (measured: 149–177 ms per switch before, most of it fetching and decoding the new scene's JPEG and
 * overlay); the canvas then uploads each one to the GPU while idle (onSceneDecoded), so switching rooms only
 * redraws. A failed preload is forgotten; the switch loads it again.
 */
export function preloadScenes(list: RoomScene[]): void {
  if (typeof window === 'undefined') return;
  const queue = list.filter((s) => !scenes.has(s.id));
  const next = () => {
    const scene = queue.shift();
    if (!scene) return;
    whenIdle(() => {
      Promise.all([loadScene(scene.id, scene), decodeOverlay(scene.overlay)])
        .catch(() => undefined)
        .finally(next);
    });
  };
  next();
}

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
