import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { TYPES } from './send';

/** Content-hashed file names (`main.0123abcd.js`): their content never changes, so they cache for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|cjs|css|png|svg|woff2|jpg|webp)$/;

/**
 * The file under `dir` for a decoded URL path, or null. The resolved path must be inside `dir` (`dir` + separator:
 * a sibling such as `dist-x` is not inside `dist`); index.html is the pages' template, only ever served composed.
 */
export function resolveInside(dir: string, decodedPath: string): string | null {
  const target = path.resolve(dir, `.${path.posix.normalize(decodedPath)}`);
  const inside = !decodedPath.includes('\0') && target.startsWith(dir + path.sep);
  return inside && path.relative(dir, target) !== 'index.html' ? target : null;
}

/**
 * The file's body and headers. The shell's scripts and styles may be read across origins (the language subdomains'
 * pages, fonts); its HTML is never served from here.
 */
export async function staticFile(dir: string, decodedPath: string) {
  const file = resolveInside(dir, decodedPath);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return null;
  const body = await readFile(file).catch(() => null);
  const hashed = HASHED.test(file);
  const headers = {
    'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'Access-Control-Allow-Origin': '*',
  };
  return body && { file, body, hashed, headers, cacheKey: `${file}:${info.mtimeMs}:${info.size}` };
}
