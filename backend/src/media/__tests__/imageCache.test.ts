import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cachedImage } from '../imageCache';

describe('cachedImage', () => {
  it('renders an image once and keeps it on disk for the next start', async () => {
    process.env.TILES_MEDIA_CACHE = mkdtempSync(path.join(tmpdir(), 'tiles-media-'));
    const render = jest.fn(async () => Buffer.from('png bytes'));
    expect(await cachedImage('TL-1001-abc-160.png', render)).toEqual(Buffer.from('png bytes'));
    expect(await cachedImage('TL-1001-abc-160.png', render)).toEqual(Buffer.from('png bytes'));
    expect(render).toHaveBeenCalledTimes(1);
    expect(readdirSync(process.env.TILES_MEDIA_CACHE)).toEqual(['TL-1001-abc-160.png']);
  });
});
