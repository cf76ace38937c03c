import { productBySku } from '../catalog/repository';
import { renderTileImage, type ImageFormat } from '../media/tileImage';
import { route } from './router';

const cache = new Map<string, Buffer>();
const WIDTHS = [160, 320, 480, 800];

/** Product images, generated locally from each tile's colour and design (no network), cached in memory. */
route('GET', '/media/catalog/product/:file', async (_req, res, { file }, url) => {
  const m = /^([a-z0-9-]+)\.(png|webp)$/.exec(file);
  const product = m && productBySku(m[1].toUpperCase());
  if (!m || !product) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('No such image');
    return;
  }
  const asked = Number(url.searchParams.get('w'));
  const width = WIDTHS.find((w) => w >= asked) ?? 480;
  const key = `${product.sku}:${width}:${m[2]}`;
  let body = cache.get(key);
  if (!body) {
    body = await renderTileImage(product, width, m[2] as ImageFormat);
    cache.set(key, body);
  }
  res.writeHead(200, { 'Content-Type': `image/${m[2]}`, 'Content-Length': body.length, 'Cache-Control': 'public, max-age=86400' });
  res.end(body);
});
