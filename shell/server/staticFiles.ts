import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { contentType } from 'mime-types';

/** Content-hashed file names (`main.0123abcd.js`): their content never changes, so they cache for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|cjs|css|png|svg|woff2|jpg|webp)$/;

// The file under `dir` (`dir` + separator: not a sibling `dist-x`) for a decoded URL path, with its headers, or null;
// never index.html, the pages' template. Files may be read across origins (subdomains' pages, fonts); HTML never is.
export async function staticFile(dir: string, decodedPath: string) {
  const file = path.resolve(dir, `.${path.posix.normalize(decodedPath)}`);
  if (decodedPath.includes('\0') || !file.startsWith(dir + path.sep) || path.relative(dir, file) === 'index.html') return null;
  const info = await stat(file).catch(() => null);
  const body = info?.isFile() ? await readFile(file).catch(() => null) : null;
  if (!info || !body) return null;
  const headers = {
    // Unknown: bytes to download. Server bundles are scripts (mime-db: `.cjs` is application/node).
    'Content-Type': (file.endsWith('.cjs') ? 'text/javascript' : contentType(path.extname(file))) || 'application/octet-stream',
    'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'Access-Control-Allow-Origin': '*',
  };
  return { body, headers, cacheKey: `${file}:${info.mtimeMs}:${info.size}` };
}
