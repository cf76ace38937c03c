import { catalogueVersion } from '../seed/seed';
import { getDb } from '../store/db';

export type Typed = Int32Array | Uint32Array | Float64Array | Uint8Array;
export type TypedClass = new (buffer: ArrayBuffer, offset?: number, length?: number) => Typed;
/** Each saved array's kind, by name (an array's bytes say nothing of its type). */
export type Layout = Record<string, TypedClass>;
export type Parts<L extends Layout> = { [K in keyof L]: InstanceType<L[K]> };

/** What the saved parts must have been built from: this catalogue version and this format. */
const builtFrom = (format: string) => `${catalogueVersion(getDb())}/${format}`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * An index saved as binary rows of `catalogue_indexes` (one per typed array, plus a JSON `meta`), tagged with the
 * catalogue version so a reseed makes it stale. A start then reads a few large blobs instead of parsing every product.
 */
export function saveParts<L extends Layout>(name: string, format: string, meta: unknown, arrays: Parts<L>): void {
  const db = getDb();
  const put = db.prepare('INSERT OR REPLACE INTO catalogue_indexes (name, built_from, data) VALUES (?, ?, ?)');
  const from = builtFrom(format);
  db.transaction(() => {
    put.run(`${name}/meta`, from, Buffer.from(JSON.stringify(meta)));
    for (const [key, a] of Object.entries(arrays)) put.run(`${name}/${key}`, from, Buffer.from(a.buffer, a.byteOffset, a.byteLength));
  })();
}

/**
 * A typed array over a blob's bytes: in place when they are aligned for it (a large blob has a buffer of its own),
 * otherwise a copy. Never a second copy of an index of tens of megabytes only to align it.
 */
export function viewOf(data: Buffer, Kind: TypedClass): Typed {
  const width = (Kind as unknown as { BYTES_PER_ELEMENT: number }).BYTES_PER_ELEMENT;
  if (data.byteOffset % width === 0) return new Kind(data.buffer as ArrayBuffer, data.byteOffset, data.byteLength / width);
  return new Kind(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
}

/** The saved parts, or null when any is missing or was built from another catalogue version or format. */
export function loadParts<M, L extends Layout>(name: string, format: string, layout: L): { meta: M; arrays: Parts<L> } | null {
  const rows = getDb()
    .prepare("SELECT name, data FROM catalogue_indexes WHERE name LIKE ? ESCAPE '\\' AND built_from = ?")
    .all(`${escapeLike(name)}/%`, builtFrom(format)) as { name: string; data: Buffer }[];
  const part = new Map(rows.map((r) => [r.name.slice(name.length + 1), r.data]));
  if (!part.has('meta') || Object.keys(layout).some((k) => !part.has(k))) return null;
  const meta = JSON.parse(part.get('meta')!.toString('utf8')) as M;
  const arrays = Object.fromEntries(Object.entries(layout).map(([key, Kind]) => [key, viewOf(part.get(key)!, Kind)])) as Parts<L>;
  return { meta, arrays };
}
