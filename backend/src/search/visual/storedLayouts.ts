import type Database from 'better-sqlite3';
import { LAYOUT, LAYOUT_AT, type LayoutStore } from './featureMatrix';

/**
 * Layouts left in the feature store and read back by rowid for the rows a search cannot rule out without them
 * (a few hundred of 200,000): 1 KB a tile that stays out of memory (200 MB at 200,000 tiles).
 */
export class StoredLayouts implements LayoutStore {
  /** each row's vector in the feature store (rowids are 64-bit integers; a double holds them exactly up to 2^53) */
  private readonly rowids: Float64Array;
  private readonly read: Database.Statement;

  constructor(size: number, store: Database.Database) {
    this.rowids = new Float64Array(size);
    this.read = store.prepare('SELECT substr(vector, ?, ?) FROM features WHERE rowid = ?').pluck();
  }

  keep(row: number, _layout: Int8Array | null, rowid: number): void {
    this.rowids[row] = rowid;
  }

  layout(row: number): Int8Array {
    const bytes = this.read.get(LAYOUT_AT + 1, LAYOUT, this.rowids[row]) as Buffer;
    return new Int8Array(bytes.buffer, bytes.byteOffset, LAYOUT);
  }
}

/** A feature store written before layout lengths were kept gets their column (filled at the next start's load). */
export function addLayoutNorms(store: Database.Database): void {
  const has = store.prepare("SELECT 1 FROM pragma_table_info('features') WHERE name = 'layout_norm'").get();
  if (!has) store.exec('ALTER TABLE features ADD COLUMN layout_norm REAL');
}
