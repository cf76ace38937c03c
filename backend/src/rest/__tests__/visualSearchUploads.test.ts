import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { createApp as createShellApp } from '../../../../shell/server/app';
import { localConfig, serverConfigFrom } from '../../../../shell/server/config';
import { withTestBackend } from '../../testing/testServer';

const backend = withTestBackend();
// The first accepted photo computes (or loads) the features of every product image.
jest.setTimeout(120_000);

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 8-bit greyscale PNG of black rows, written by hand: no encoder would make a 1 × 20,000,000 strip quickly. */
function blackPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = Buffer.alloc((width + 1) * height); // each row: filter byte 0, then `width` black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function post(
  image: Buffer,
  base = backend().url,
): Promise<{ status: number; headers: Headers; body: { code?: string; message?: string; items?: unknown[] } }> {
  const res = await fetch(`${base}/rest/visual-search`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ image: image.toString('base64') }),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const tilePhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#b08d57' } })
    .jpeg()
    .toBuffer();

describe('visual search uploads are checked by their header before anything is decoded', () => {
  it('refuses a 1 × 20,000,000 PNG strip (38 KB here; 78 KB in the report that stalled the threadpool) with 422 and a clear message', async () => {
    const strip = blackPng(1, 20_000_000);
    console.log(`1 × 20,000,000 PNG: ${Math.round(strip.length / 1024)} KB`);
    const started = performance.now();
    const { status, body } = await post(strip);
    console.log(`answered in ${Math.round(performance.now() - started)} ms`);
    expect(status).toBe(422);
    expect(body.code).toBe('IMAGE_DIMENSIONS');
    expect(body.message).toBe('The image is 1 × 20,000,000 pixels. Please choose a photo between 16 and 10,000 pixels on each side.');
  });

  it('refuses the strip through the shell’s real server too', async () => {
    const config = serverConfigFrom(localConfig(3000, true), { apiOrigin: backend().url });
    const app = createShellApp({ dir: mkdtempSync(path.join(tmpdir(), 'shell-')), ssr: false, preload: false, config: () => config });
    const shell: Server = createServer((req, res) => void app(req, res));
    await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
    try {
      const { status, body } = await post(blackPng(1, 20_000_000), `http://127.0.0.1:${(shell.address() as AddressInfo).port}`);
      expect(status).toBe(422);
      expect(body.code).toBe('IMAGE_DIMENSIONS');
    } finally {
      await new Promise((resolve) => shell.close(resolve));
    }
  });

  it.each([
    [
      'a JPEG of 10,000 × 400 (25:1)',
      () =>
        sharp({ create: { width: 10_000, height: 400, channels: 3, background: '#888' } })
          .jpeg()
          .toBuffer(),
      /no more than 20 times as long as it is wide/,
    ],
    [
      'a TIFF of 12 × 12',
      () =>
        sharp({ create: { width: 12, height: 12, channels: 3, background: '#888' } })
          .tiff()
          .toBuffer(),
      /between 16 and 10,000 pixels/,
    ],
    ['a PNG of 9,000 × 9,000 (81 megapixels)', async () => blackPng(9000, 9000), /at most 50 megapixels/],
  ])('refuses %s', async (_, make, message) => {
    const { status, body } = await post(await make());
    expect(status).toBe(422);
    expect(body.message).toMatch(message);
  });

  it('still searches with a normal tile photo', async () => {
    const { status, body } = await post(await tilePhoto());
    expect(status).toBe(200);
    expect(body.items).toHaveLength(12);
  });
});

/** Starts an upload and stops after its headers: resolves once the backend has taken it in (its 100 Continue). */
function heldUpload(): Promise<Socket> {
  const { port } = new URL(backend().url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(
        'POST /rest/visual-search HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100000\r\nExpect: 100-continue\r\n\r\n',
      ),
    );
    socket.once('data', (data) => (/^HTTP\/1\.1 100 /.test(data.toString('latin1')) ? resolve(socket) : reject(new Error(String(data)))));
    socket.on('error', reject);
  });
}

describe('visual search has its own small limit', () => {
  it('answers 503 with Retry-After beyond 2 searching and 4 waiting, and frees the places of abandoned uploads', async () => {
    const held: Socket[] = [];
    try {
      for (let i = 0; i < 6; i++) held.push(await heldUpload());
      const refused = await post(await tilePhoto());
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(refused.body.code).toBe('VISUAL_SEARCH_BUSY');
    } finally {
      // The six clients give up: their uploads end, and their places are free for the next shopper.
      for (const socket of held) socket.destroy();
    }
    let answer = await post(await tilePhoto());
    for (let tries = 0; answer.status === 503 && tries < 40; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25)); // until the backend has seen the six connections close
      answer = await post(await tilePhoto());
    }
    expect(answer.status).toBe(200);
  });
});
