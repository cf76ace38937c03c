import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const BACKEND_ROOT = path.resolve(here, '../..');

export type Db = Database.Database;

let db: Db | null = null;

const prepared = new WeakMap<Db, Map<string, Database.Statement>>();
/**
 * `sql` prepared once per store and kept: preparing costs more than running a one-row statement (a 448-item wishlist
 * write spent most of its time in prepare), so statements run per item of a request use this.
 */
export function statement(store: Db, sql: string): Database.Statement {
  let bySql = prepared.get(store);
  if (!bySql) prepared.set(store, (bySql = new Map()));
  let found = bySql.get(sql);
  if (!found) bySql.set(sql, (found = store.prepare(sql)));
  return found;
}

/** The file lives in backend/data unless TILES_DB says otherwise (tests use a temp file or ':memory:'). */
export function databasePath(): string {
  return process.env.TILES_DB ?? path.join(BACKEND_ROOT, 'data', 'store.sqlite');
}

/** Opens SQLite once and applies every schema file in store/schema (each domain owns one, all idempotent). */
export function getDb(): Db {
  if (db) return db;
  const file = databasePath();
  if (file !== ':memory:') {
    mkdirSync(path.dirname(file), { recursive: true });
    // Test runs ask for a clean store; normal starts keep everything.
    if (process.env.TILES_FRESH_DB === '1') for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
  db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  const schemaDir = path.join(here, 'schema');
  for (const name of readdirSync(schemaDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    db.exec(readFileSync(path.join(schemaDir, name), 'utf8'));
  }
  addLateColumns(db);
  widenLeadKinds(db);
  return db;
}

/** Columns added after a table first shipped: CREATE TABLE IF NOT EXISTS leaves an older store without them. */
const LATE_COLUMNS: [table: string, column: string, type: string][] = [
  ['leads', 'payload_hash', 'TEXT'],
  ['leads', 'store_view', 'TEXT'],
  ['search_log', 'client', 'TEXT'],
  ['customers', 'store_view', 'TEXT'],
  ['orders', 'store_view', 'TEXT'],
];

function addLateColumns(store: Db): void {
  for (const [table, column, type] of LATE_COLUMNS) {
    const present = (store.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).some((c) => c.name === column);
    if (!present) store.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
  }
}

/**
 * A store made before project quotes has a CHECK on leads.kind without 'quote', which SQLite cannot alter: the table
 * is rebuilt once from its own definition (same columns, same order), keys and rows kept.
 */
function widenLeadKinds(store: Db): void {
  const { sql } = store.prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'leads'`).get() as { sql: string };
  if (sql.includes("'quote'")) return;
  const widened = sql
    .replace(/^CREATE TABLE (IF NOT EXISTS )?"?leads"?/, 'CREATE TABLE leads_widened')
    .replace("IN ('get_in_touch', 'callback')", "IN ('get_in_touch', 'callback', 'quote')");
  store.pragma('foreign_keys = OFF');
  store.transaction(() => {
    store.exec(widened);
    store.exec('INSERT INTO leads_widened SELECT * FROM leads; DROP TABLE leads; ALTER TABLE leads_widened RENAME TO leads;');
    store.exec('CREATE INDEX IF NOT EXISTS leads_phone ON leads (phone);');
  })();
  store.pragma('foreign_keys = ON');
}

export function closeDb(): void {
  db?.close();
  db = null;
}
