/** @jest-environment node */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { send } from '../send';
import { listen } from './testServers';

/** A page of the size and kind the shell answers: repetitive markup that compresses well. */
const PAGE = Buffer.from(
  `<!doctype html><html><body>${Array.from({ length: 400 }, (_, i) => `<li class="cat-card"><a href="/tile-${i}">Tile ${i}</a></li>`).join('')}</body></html>`,
);
const SCRIPT = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))});`);

let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  server = await listen((req, res) =>
    req.url === '/main.js'
      ? send(req, res, 200, SCRIPT, { 'Content-Type': 'text/javascript' }, 'main.js:1:4000')
      : send(req, res, 200, PAGE, { 'Content-Type': 'text/html; charset=utf-8' }),
  );
});
afterAll(() => server.close());

/** The raw answer, not decoded (fetch would decode it and hide the encoding's bytes). */
function get(path: string, acceptEncoding?: string): Promise<{ encoding?: string; vary?: string; body: Buffer }> {
  const { hostname, port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('how a page is compressed', () => {
  it('goes as Brotli to a browser that takes it, smaller than gzip, and decodes to the page', async () => {
    const br = await get('/', 'gzip, deflate, br, zstd');
    const gz = await get('/', 'gzip, deflate');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(PAGE)).toBe(true);
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(PAGE)).toBe(true);
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(br.vary).toBe('Accept-Encoding');
  });

  it('honours a coding refused with q=0, and reads the header’s names whole', async () => {
    const page = await get('/', 'br;q=0, gzip');
    expect(page.encoding).toBe('gzip');
    expect(gunzipSync(page.body).equals(PAGE)).toBe(true);
    expect((await get('/', 'gzip;q=0, identity')).encoding).toBeUndefined();
    expect((await get('/', 'xbr, gzipx')).encoding).toBeUndefined();
    expect((await get('/', ' GZIP ; q=0.5')).encoding).toBe('gzip');
    for (let i = 0; i < 3; i++) expect((await get('/main.js', 'br;q=0, gzip')).encoding).toBe('gzip');
  });

  it('goes as it is to a client that takes no compression', async () => {
    const plain = await get('/');
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.equals(PAGE)).toBe(true);
  });

  it('sends a static file as gzip until its Brotli copy is made, then as that copy, smaller; gzip to a browser without Brotli', async () => {
    const first = await get('/main.js', 'gzip, deflate, br');
    expect(first.encoding).toBe('gzip');
    expect(gunzipSync(first.body).equals(SCRIPT)).toBe(true);
    // The copy is made in zlib's thread pool: the file goes as Brotli from some later request on.
    let later = first;
    while (later.encoding !== 'br') later = await get('/main.js', 'gzip, deflate, br');
    expect(brotliDecompressSync(later.body).equals(SCRIPT)).toBe(true);
    expect(later.body.length).toBeLessThan(first.body.length);
    expect(later.vary).toBe('Accept-Encoding');
    const gz = await get('/main.js', 'gzip, deflate');
    expect(gz.encoding).toBe('gzip');
    expect(gunzipSync(gz.body).equals(SCRIPT)).toBe(true);
    expect((await get('/main.js')).body.equals(SCRIPT)).toBe(true);
  });
});
