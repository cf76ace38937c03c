import { productBySku } from '../catalog/repository';
import { createHash } from 'node:crypto';
import { renderTileImage, tileSvg, type ImageFormat } from '../media/tileImage';
import { cachedImage } from '../media/imageCache';
import { route } from './router';

const WIDTHS = [160, 320, 480, 800];

/** Product images, generated locally from each tile's colour and design (no network), on first request (media/imageCache). */
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
  // The picture is a pure function of the tile's SVG: its hash in the key retires images the code no longer draws.
  const version = createHash('sha1').update(tileSvg(product)).digest('hex').slice(0, 12);
  const body = await cachedImage(`${product.sku}-${version}-${width}.${m[2]}`, () => renderTileImage(product, width, m[2] as ImageFormat));
  res.writeHead(200, { 'Content-Type': `image/${m[2]}`, 'Content-Length': body.length, 'Cache-Control': 'public, max-age=86400' });
  res.end(body);
});
