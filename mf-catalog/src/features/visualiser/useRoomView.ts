import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PlaneKind, Point, RoomPlane, RoomScene } from '@tiles/shared';
import { calculateBoxes, SQFT_PER_SQM } from '../box-calculator/boxCalculator';
import { rememberViewed } from '../recently-viewed/recentlyViewed';
import { visualiserMessages } from './i18n/messages';
import type { PlaneSpec } from './renderRoom';
import { loadRooms } from './rooms';
import { canHerringbone, type Pattern } from './tileLayout';
import { usePhoto } from './usePhoto';
import { preloadScenes, useScenePixels, useTilePixels } from './usePixels';
import { useTile, useTileChoices } from './useTileData';
import { tileSizeMm } from './visualiser.gql';
import { sceneText } from './sceneText';
import { PHOTO, viewQuery, type ViewState } from './viewState';

const WASTAGE_PCT = 10;

/** The scene's plane in the pixels of its picture as loaded (drawn smaller than the scene's own size). */
function useScaledPlane(plane: RoomPlane | null, scale: number): PlaneSpec | null {
  return useMemo(
    () => (plane ? { ...plane, corners: plane.corners.map(([x, y]) => [x * scale, y * scale] as Point) } : null),
    [plane, scale],
  );
}

/** Everything the room view shows and every change the shopper can make; the views only render it. */
export function useRoomView(initial: ViewState, onChange?: (query: string) => void) {
  const [view, setView] = useState(initial);
  const [scenes, setScenes] = useState<RoomScene[] | null>(null);
  const [scenesFailed, setScenesFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [areaM, setAreaM] = useState<{ width: string; depth: string }>({ width: '3', depth: '3' });
  const [copied, setCopied] = useState(false);
  const photo = usePhoto();
  const t = visualiserMessages.useT();

  useEffect(() => {
    let live = true;
    setScenesFailed(false);
    loadRooms().then(
      (s) => live && setScenes(s),
      () => live && setScenesFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const query = viewQuery(view);
  useEffect(() => {
    onChange?.(query);
  }, [query, onChange]);

  const main = useTile(view.sku);
  const compare = useTile(view.compareSku);
  const choices = useTileChoices(main.tile, main.related);
  useEffect(() => {
    if (main.tile) rememberViewed(main.tile.sku);
  }, [main.tile]);

  const isPhoto = view.room === PHOTO && !!photo.photo;
  const chosenScene = scenes?.find((s) => s.id === view.room) ?? scenes?.[0] ?? null;
  const scenePixels = useScenePixels(isPhoto ? null : chosenScene);
  // Once the first room is on screen, the others load and decode while the browser is idle.
  const firstShown = !!scenePixels.value;
  useEffect(() => {
    if (firstShown && scenes) preloadScenes(scenes);
  }, [firstShown, scenes]);
  // The scene whose picture is on screen: the last one until the chosen one has loaded, so its planes match.
  const scene = scenes?.find((s) => s.id === scenePixels.key) ?? null;
  const planeKind: PlaneKind =
    view.plane && scene?.planes.some((p) => p.kind === view.plane) ? view.plane : (scene?.defaultPlane ?? 'floor');
  const scenePlane = useScaledPlane(
    scene?.planes.find((p) => p.kind === planeKind) ?? null,
    scene && scenePixels.value ? scenePixels.value.pixels.width / scene.width : 1,
  );
  const mainPixels = useTilePixels(main.tile?.small_image?.url ?? null);
  const comparePixels = useTilePixels(compare.tile?.small_image?.url ?? null);

  const widthM = Number(areaM.width),
    depthM = Number(areaM.depth);
  const photoPlane = useMemo<PlaneSpec | null>(
    () =>
      photo.corners && photo.valid && widthM > 0 && depthM > 0
        ? { corners: photo.corners, widthMm: widthM * 1000, heightMm: depthM * 1000 }
        : null,
    [photo.corners, photo.valid, widthM, depthM],
  );
  const plane = isPhoto ? photoPlane : scenePlane;
  const [tw, th] = tileSizeMm(main.tile?.tile_size) ?? [600, 600];
  const herringboneOk = canHerringbone(tw, th);
  const layout = {
    tileWidthMm: tw,
    tileHeightMm: th,
    groutMm: view.groutMm,
    pattern: view.pattern === 'herringbone' && !herringboneOk ? ('straight' as const) : view.pattern,
    rotationDeg: view.rotationDeg,
  };

  const areaSqft = plane ? (plane.widthMm * plane.heightMm * SQFT_PER_SQM) / 1e6 : 0;
  const boxes = calculateBoxes(
    { mode: 'area', unit: 'ft', length: '', width: '', area: areaSqft.toFixed(2), wastagePct: WASTAGE_PCT },
    main.tile?.sqft_per_box ?? 0,
    0,
  );

  const set = useCallback(<K extends keyof ViewState>(key: K, value: ViewState[K]) => setView((v) => ({ ...v, [key]: value })), []);
  const handleRoom = useCallback((room: string) => setView((v) => ({ ...v, room, plane: null })), []);
  const handlePhotoFile = useCallback(
    async (file: File | undefined) => {
      if (await photo.handleFile(file)) setView((v) => ({ ...v, room: PHOTO }));
    },
    [photo],
  );
  const shareUrl = `${typeof location === 'undefined' ? '' : location.origin}/visualiser?${query}`;
  const handleShare = useCallback(async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
    } catch {
      /* no clipboard permission: the link is on screen to copy by hand */
    }
    setCopied(true);
  }, [shareUrl]);
  useEffect(() => setCopied(false), [shareUrl]);

  const about = scene ? sceneText(t, scene) : null;
  const sceneName = isPhoto ? t('yourPhoto') : (about?.name ?? '');
  const altFor = (name: string | undefined) =>
    name
      ? t('alt', {
          scene: isPhoto || !about ? sceneName : t('sceneWithDescription', about),
          surface: planeKind,
          tile: name,
          size: main.tile?.tile_size ?? '',
          pattern: layout.pattern,
          grout: view.groutColour.slice(1),
        })
      : sceneName;

  return {
    view,
    scenes,
    scenesFailed,
    scene,
    chosenScene,
    isPhoto,
    planeKind,
    plane,
    layout,
    herringboneOk,
    stage: isPhoto ? (photo.photo ? { pixels: photo.photo, overlay: null } : null) : scenePixels.value,
    stageFailed: scenePixels.failed,
    main,
    compare,
    choices,
    mainPixels: mainPixels.value,
    comparePixels: comparePixels.value,
    photo,
    areaM,
    areaSqft,
    boxes,
    wastagePct: WASTAGE_PCT,
    shareUrl,
    copied,
    mainAlt: altFor(main.tile?.name),
    compareAlt: altFor(compare.tile?.name),
    handleRetry: () => setAttempt((a) => a + 1),
    handleRoom,
    handlePlane: (p: PlaneKind) => set('plane', p),
    handleGrout: (mm: number) => set('groutMm', mm),
    handleGroutColour: (hex: string) => set('groutColour', hex),
    handlePattern: (p: Pattern) => set('pattern', p),
    handleRotation: (deg: number) => set('rotationDeg', deg),
    handleTile: (sku: string) => set('sku', sku),
    handleCompare: (sku: string | null) => set('compareSku', sku),
    handleArea: (field: 'width' | 'depth', value: string) => setAreaM((a) => ({ ...a, [field]: value })),
    handlePhotoFile,
    handleShare,
  };
}

export type RoomViewModel = ReturnType<typeof useRoomView>;
