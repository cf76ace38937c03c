import sharp from 'sharp';
import type { RoomScene, RoomsReply } from '../../../shared/src/contracts/rooms';
import { mediaBase } from '../media/mediaBase';
import { SCENES, SCENE_HEIGHT, SCENE_WIDTH, sceneSvg } from '../media/roomScenes';
import { route, sendJson } from './router';

const images = new Map<string, Promise<Buffer>>();

/** A scene's picture (JPEG) or overlay (PNG with transparency), drawn from its SVG once per process. */
function sceneImage(id: string, layer: 'image' | 'overlay'): Promise<Buffer> | null {
  const scene = SCENES.find((s) => s.id === id);
  if (!scene) return null;
  const key = `${id}:${layer}`;
  let body = images.get(key);
  if (!body) {
    const img = sharp(Buffer.from(sceneSvg(layer === 'image' ? scene.background : scene.overlay)));
    body = (layer === 'image' ? img.jpeg({ quality: 85 }) : img.png({ compressionLevel: 9 })).toBuffer();
    images.set(key, body);
  }
  return body;
}

export function roomScenes(base = mediaBase()): RoomScene[] {
  return SCENES.map(({ background: _b, overlay: _o, ...s }) => ({
    ...s,
    width: SCENE_WIDTH,
    height: SCENE_HEIGHT,
    image: `${base}/media/rooms/${s.id}.jpg`,
    overlay: `${base}/media/rooms/${s.id}-overlay.png`,
  }));
}

/** GET /rest/rooms: the room scenes with their planes, for "See it in your room". */
route('GET', '/rest/rooms', (_req, res) => {
  sendJson(res, 200, { scenes: roomScenes() } satisfies RoomsReply, { 'Cache-Control': 'public, max-age=3600' });
});

route('GET', '/media/rooms/:file', async (_req, res, { file }) => {
  const m = /^([a-z0-9-]+?)(-overlay)?\.(jpg|png)$/.exec(file);
  const layer = m?.[2] ? 'overlay' : 'image';
  const body = m && m[3] === (layer === 'overlay' ? 'png' : 'jpg') ? sceneImage(m[1], layer) : null;
  if (!body) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('No such room picture');
    return;
  }
  const bytes = await body;
  res.writeHead(200, {
    'Content-Type': layer === 'overlay' ? 'image/png' : 'image/jpeg',
    'Content-Length': bytes.length,
    'Cache-Control': 'public, max-age=86400',
  });
  res.end(bytes);
});
