import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BACKEND_ROOT } from '../store/db';

/** At most this many images stay in memory (about 20 MB of 160–800 px tiles); the rest are read from disk. */
const MEMORY_ENTRIES = 2000;
const memory = new Map<string, Buffer>();
const dir = () => process.env.TILES_MEDIA_CACHE ?? path.join(BACKEND_ROOT, 'data', 'media-cache');

function remember(key: string, body: Buffer): void {
  memory.delete(key);
  memory.set(key, body);
  // A Map iterates in insertion order: the first key is the least recently used.
  if (memory.size > MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
}

/**
 * Images are rendered on first request and kept: in memory for the most recent ones, on disk for all (a 50,000-tile
 * catalogue is never rendered up front, and a restart does not render again). `key` is a safe file name.
 */
export async function cachedImage(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const hot = memory.get(key);
  if (hot) {
    remember(key, hot);
    return hot;
  }
  const file = path.join(dir(), key);
  let body: Buffer;
  try {
    body = readFileSync(file);
  } catch {
    body = await render();
    try {
      mkdirSync(dir(), { recursive: true });
      // Written whole then renamed: a concurrent reader never sees half an image.
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, body);
      renameSync(tmp, file);
    } catch (err) {
      console.error('[media] could not store an image', err);
    }
  }
  remember(key, body);
  return body;
}
