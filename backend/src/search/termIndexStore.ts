import { catalogueVersion } from '../seed/seed';
import { getDb } from '../store/db';
import { viewOf, type TypedClass } from '../catalog/savedParts';
import type { PackedTerms } from './termIndex';

type Arrays = Pick<PackedTerms, 'offsets' | 'docs' | 'freqs' | 'fieldLengths' | 'avgFieldLength'>;
const ARRAYS: { [K in keyof Arrays]: new (buffer: ArrayBuffer, offset?: number, length?: number) => Arrays[K] } = {
  offsets: Int32Array,
  docs: Int32Array,
  freqs: Uint16Array,
  fieldLengths: Uint16Array,
  avgFieldLength: Float64Array,
};

/** What the saved parts must have been built from: this catalogue version and this index format. */
const builtFrom = (format: string) => `${catalogueVersion(getDb())}/${format}`;

/** Saves a packed index as binary rows (one per array, plus the term list and counts as JSON). */
export function saveTerms(name: string, format: string, packed: PackedTerms): void {
  const db = getDb();
  const put = db.prepare('INSERT OR REPLACE INTO catalogue_indexes (name, built_from, data) VALUES (?, ?, ?)');
  const from = builtFrom(format);
  db.transaction(() => {
    put.run(`${name}/meta`, from, Buffer.from(JSON.stringify({ fields: packed.fields, docCount: packed.docCount, terms: packed.terms })));
    for (const key of Object.keys(ARRAYS) as (keyof Arrays)[]) {
      const a = packed[key];
      put.run(`${name}/${key}`, from, Buffer.from(a.buffer, a.byteOffset, a.byteLength));
    }
  })();
}

/** The saved index, or null when there is none or it was built from another catalogue version or format. */
export function loadTerms(name: string, format: string): PackedTerms | null {
  const rows = getDb()
    .prepare("SELECT name, built_from, data FROM catalogue_indexes WHERE name LIKE ? ESCAPE '\\'")
    .all(`${name.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`) as { name: string; built_from: string; data: Buffer }[];
  const from = builtFrom(format);
  const part = new Map(rows.filter((r) => r.built_from === from).map((r) => [r.name.slice(name.length + 1), r.data]));
  if (!part.has('meta') || Object.keys(ARRAYS).some((k) => !part.has(k))) return null;
  const meta = JSON.parse(part.get('meta')!.toString('utf8')) as Pick<PackedTerms, 'fields' | 'docCount' | 'terms'>;
  const arrays = Object.fromEntries(
    (Object.keys(ARRAYS) as (keyof Arrays)[]).map((key) => [key, viewOf(part.get(key)!, ARRAYS[key] as TypedClass)]),
  ) as unknown as Arrays;
  return { ...meta, ...arrays };
}
