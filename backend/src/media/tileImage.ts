import sharp from 'sharp';
import { COLOURS, DESIGNS } from '../seed/taxonomy';
import { prng, type TileProduct } from '../seed/products';

/** Shade a #rrggbb colour by a factor (<1 darker, >1 lighter). */
function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const c = [n >> 16, (n >> 8) & 255, n & 255].map((v) => Math.max(0, Math.min(255, Math.round(f >= 1 ? v + (255 - v) * (f - 1) : v * f))));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** An SVG picture of the tile: its colour and a pattern for its design, deterministic per SKU. */
export function tileSvg(p: TileProduct, size = 480): string {
  const hex = COLOURS.find((c) => c.id === p.colourId)?.hex ?? '#cccccc';
  const design = DESIGNS.find((d) => d.id === p.designId)?.slug ?? 'plain';
  const r = prng(p.id * 7919);
  const s = size;
  const parts: string[] = [`<rect width="${s}" height="${s}" fill="${hex}"/>`];
  const rand = (a: number, b: number) => a + r() * (b - a);
  switch (design) {
    case 'wooden':
      for (let y = 0; y < s; y += s / 6) {
        parts.push(`<rect y="${y}" width="${s}" height="${s / 6 - 2}" fill="${shade(hex, rand(0.8, 1.15))}"/>`);
        for (let k = 0; k < 5; k++)
          parts.push(
            `<path d="M0 ${y + rand(4, s / 6 - 4)} Q ${s / 2} ${y + rand(0, s / 6)} ${s} ${y + rand(4, s / 6 - 4)}" stroke="${shade(hex, 0.7)}" stroke-width="1.5" fill="none" opacity="0.6"/>`,
          );
      }
      break;
    case 'marble':
    case 'statuario':
    case 'onyx':
    case 'book-match':
      for (let k = 0; k < 9; k++)
        parts.push(
          `<path d="M${rand(0, s)} 0 C ${rand(0, s)} ${s / 3}, ${rand(0, s)} ${(2 * s) / 3}, ${rand(0, s)} ${s}" stroke="${shade(hex, design === 'onyx' ? 1.3 : 0.55)}" stroke-width="${rand(1, 4)}" fill="none" opacity="0.7"/>`,
        );
      break;
    case 'mosaic':
    case '3d':
      for (let x = 0; x < s; x += s / 8)
        for (let y = 0; y < s; y += s / 8)
          parts.push(`<rect x="${x + 2}" y="${y + 2}" width="${s / 8 - 4}" height="${s / 8 - 4}" fill="${shade(hex, rand(0.7, 1.3))}"/>`);
      break;
    case 'geometric':
      for (let x = 0; x < s; x += s / 4)
        for (let y = 0; y < s; y += s / 4)
          parts.push(`<path d="M${x} ${y} L${x + s / 4} ${y} L${x} ${y + s / 4} Z" fill="${shade(hex, 0.65)}"/>`);
      break;
    case 'flower':
      for (let k = 0; k < 7; k++)
        parts.push(
          `<circle cx="${rand(0, s)}" cy="${rand(0, s)}" r="${rand(s / 16, s / 7)}" fill="${shade(hex, 1.35)}" stroke="${shade(hex, 0.6)}" stroke-width="3"/>`,
        );
      break;
    case 'brick':
      for (let y = 0, row = 0; y < s; y += s / 8, row++)
        for (let x = row % 2 ? -s / 8 : 0; x < s; x += s / 4)
          parts.push(`<rect x="${x + 2}" y="${y + 2}" width="${s / 4 - 4}" height="${s / 8 - 4}" fill="${shade(hex, rand(0.8, 1.1))}"/>`);
      break;
    case 'plain':
      break;
    default: // cement, stone, granite, terrazzo: speckle texture
      for (let k = 0; k < 400; k++)
        parts.push(
          `<circle cx="${rand(0, s)}" cy="${rand(0, s)}" r="${rand(0.8, design === 'terrazzo' ? 7 : 3)}" fill="${shade(hex, rand(0.5, 1.4))}"/>`,
        );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${parts.join('')}</svg>`;
}

export type ImageFormat = 'png' | 'webp';

export async function renderTileImage(p: TileProduct, width: number, format: ImageFormat): Promise<Buffer> {
  const img = sharp(Buffer.from(tileSvg(p))).resize(width, width);
  return format === 'webp' ? img.webp({ quality: 78 }).toBuffer() : img.png({ compressionLevel: 9 }).toBuffer();
}
