import sharp from 'sharp';
import type { RoomsReply } from '../../../../shared/src/contracts/rooms';
import { startTestBackend, type TestBackend } from '../../testing/testServer';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

describe('room scenes', () => {
  it('lists six scenes, each with a floor or wall plane of real size and corners in the picture', async () => {
    const { scenes } = (await (await fetch(`${backend.url}/rest/rooms`)).json()) as RoomsReply;
    expect(scenes.map((s) => s.id)).toEqual(['living-room', 'bedroom', 'bathroom-floor', 'bathroom-wall', 'kitchen', 'parking']);
    for (const s of scenes) {
      expect(s.planes.some((p) => p.kind === s.defaultPlane)).toBe(true);
      for (const p of s.planes) {
        expect(p.corners).toHaveLength(4);
        expect(p.widthMm).toBeGreaterThan(500);
        expect(p.heightMm).toBeGreaterThan(500);
      }
      expect(s.description.length).toBeGreaterThan(30);
    }
  });

  it('draws each scene locally: a JPEG of the bare room and a transparent PNG of its furniture', async () => {
    const { scenes } = (await (await fetch(`${backend.url}/rest/rooms`)).json()) as RoomsReply;
    const kitchen = scenes.find((s) => s.id === 'kitchen')!;
    const image = await fetch(`${backend.url}${new URL(kitchen.image).pathname}`);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: kitchen.width,
      height: kitchen.height,
    });
    const overlay = await fetch(`${backend.url}${new URL(kitchen.overlay).pathname}`);
    expect(await sharp(Buffer.from(await overlay.arrayBuffer())).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
  });

  it('answers 404 for pictures it does not have', async () => {
    for (const file of ['nope.jpg', 'kitchen.png', 'kitchen-overlay.jpg', '..%2Fsecret.jpg']) {
      expect((await fetch(`${backend.url}/media/rooms/${file}`)).status).toBe(404);
    }
  });
});
