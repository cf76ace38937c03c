import sharp from 'sharp';
import { productBySku } from '../../catalog/repository';
import { renderTileImage } from '../../media/tileImage';
import { startTestBackend, type TestBackend } from '../../testing/testServer';

interface Item {
  sku: string;
  name: string;
  url_key: string;
  productUrl: string;
  imageUrl: string;
  price: number;
  tileSize: string;
  score: number;
}

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());
// The first query computes (or loads) the features of all 360 product images.
jest.setTimeout(120_000);

async function post(
  body: unknown,
  raw = false,
): Promise<{
  status: number;
  body: { items?: Item[]; upload?: { format: string; width: number; height: number; preview: string }; code?: string; message?: string };
}> {
  const res = await fetch(`${backend.url}/rest/visual-search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}
const asBase64 = (buf: Buffer) => buf.toString('base64');

async function productImage(sku: string, format: 'png' | 'jpeg' | 'tiff'): Promise<Buffer> {
  const png = await renderTileImage(productBySku(sku)!, 480, 'png');
  return format === 'png' ? png : sharp(png)[format]().toBuffer();
}

describe('visual search', () => {
  // A wooden, a marble and a speckled granite tile: each looks like others of its design and colour.
  it.each(['TL-1001', 'TL-1002', 'TL-1011'])('ranks %s first for its own image as PNG, JPEG and TIFF', async (sku) => {
    for (const format of ['png', 'jpeg', 'tiff'] as const) {
      const { status, body } = await post({ image: asBase64(await productImage(sku, format)) });
      expect(status).toBe(200);
      expect(body.items![0].sku).toBe(sku);
      expect(body.upload).toEqual({ format, width: 480, height: 480, preview: expect.stringMatching(/^data:image\/png;base64,/) });
    }
  });

  it('accepts a data URL and answers 12 complete items, best first, the same every time', async () => {
    const image = `data:image/png;base64,${asBase64(await productImage('TL-1020', 'png'))}`;
    const first = await post({ image });
    const items = first.body.items!;
    expect(items).toHaveLength(12);
    for (const item of items) {
      expect(item).toEqual(
        expect.objectContaining({
          sku: expect.stringMatching(/^TL-\d+$/),
          name: expect.any(String),
          price: expect.any(Number),
          tileSize: expect.stringMatching(/ mm$/),
        }),
      );
      expect(item.productUrl).toBe(`/${item.url_key}`);
      expect(item.imageUrl).toContain(`/media/catalog/product/${item.sku.toLowerCase()}.png`);
    }
    const scores = items.map((i) => i.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect((await post({ image })).body.items).toEqual(items);
  });

  it('finds tiles of the same colour for a photo of a plain colour', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f5f9e' } })
      .jpeg()
      .toBuffer();
    const { body } = await post({ image: asBase64(photo) });
    const top = await Promise.all(
      body
        .items!.slice(0, 3)
        .map((i) =>
          backend.graphql<{ products: { items: { tile_colour_label: string }[] } }>(
            `{ products(filter: { sku: { eq: "${i.sku}" } }) { items { tile_colour_label } } }`,
          ),
        ),
    );
    expect(top.map((r) => r.data!.products.items[0].tile_colour_label)).toEqual(['Blue', 'Blue', 'Blue']);
  });

  it('refuses a GIF, text and a renamed text file with a clear message', async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .gif()
      .toBuffer();
    for (const image of [asBase64(gif), `data:image/png;base64,${asBase64(gif)}`, asBase64(Buffer.from('just some text, not a photo'))]) {
      const { status, body } = await post({ image });
      expect(status).toBe(400);
      expect(body.code).toBe('IMAGE_UNSUPPORTED_TYPE');
      expect(body.message).toMatch(/JPEG, PNG and TIFF/);
    }
  });

  it('explains malformed requests', async () => {
    expect((await post('not json', true)).body.code).toBe('IMAGE_MISSING');
    expect((await post({})).status).toBe(400);
    expect((await post({ image: 42 })).body.code).toBe('IMAGE_MISSING');
    expect((await post({ image: 'this is not base64!' })).body.code).toBe('IMAGE_NOT_BASE64');
    expect((await post({ image: 'data:image/png,rawbytes' })).body.code).toBe('IMAGE_NOT_BASE64');
    const corrupt = Buffer.concat([(await productImage('TL-1001', 'png')).subarray(0, 64), Buffer.alloc(64, 7)]);
    const res = await post({ image: asBase64(corrupt) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IMAGE_UNREADABLE');
  });

  it('refuses images over 10 MB with 413', async () => {
    const png = await productImage('TL-1001', 'png');
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    const { status, body } = await post({ image: asBase64(big) });
    expect(status).toBe(413);
    expect(body.message).toMatch(/10 MB/);
    const huge = await post(JSON.stringify({ image: 'A'.repeat(15 * 1024 * 1024) }), true);
    expect(huge.status).toBe(413);
  });
});
