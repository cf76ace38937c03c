import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Content-hashed file names (`main.0123abcd.js`): their content never changes, so they cache for a year. */
const HASHED = /\.[0-9a-f]{8,}\.(js|cjs|css|png|svg|woff2|jpg|webp)$/;

export interface StaticFile {
  file: string;
  body: Buffer;
  hashed: boolean;
  cacheKey: string;
}

/**
 * The file under `dir` for a decoded URL path, or null. The resolved path must be `dir` itself or inside it
 * (`dir` + separator: a sibling such as `dist-x` is not inside `dist`); index.html is the pages' template, only
 * ever served composed.
 */
export function resolveInside(dir: string, decodedPath: string): string | null {
  if (decodedPath.includes('\0')) return null;
  const target = path.resolve(dir, `.${path.posix.normalize(decodedPath)}`);
  if (!target.startsWith(dir + path.sep)) return null;
  return path.relative(dir, target) === 'index.html' ? null : target;
}

export async function staticFile(dir: string, decodedPath: string): Promise<StaticFile | null> {
  const file = resolveInside(dir, decodedPath);
  if (!file) return null;
  try {
    const info = await stat(file);
    if (!info.isFile()) return null;
    return { file, body: await readFile(file), hashed: HASHED.test(file), cacheKey: `${file}:${info.mtimeMs}:${info.size}` };
  } catch {
    return null;
  }
}
