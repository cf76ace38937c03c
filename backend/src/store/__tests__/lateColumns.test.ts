import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDb, getDb } from '../db';

// A store created before leads.payload_hash existed keeps its leads and gains the column on the next start.
it('adds a column that an older store lacks, keeping its rows', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tiles-late-'));
  const file = path.join(dir, 'old.sqlite');
  const old = new Database(file);
  old.exec(`CREATE TABLE leads (id INTEGER PRIMARY KEY AUTOINCREMENT, idempotency_key TEXT NOT NULL UNIQUE, kind TEXT NOT NULL, name TEXT NOT NULL,
    phone TEXT NOT NULL, pincode TEXT NOT NULL DEFAULT '', source TEXT, product_name TEXT, sku TEXT, showroom_id TEXT, reply_msg TEXT NOT NULL,
    deliveries INTEGER NOT NULL DEFAULT 1, created_at TEXT NOT NULL);
    INSERT INTO leads (idempotency_key, kind, name, phone, reply_msg, created_at) VALUES ('old-key-0001', 'callback', 'Asha', '9876543210', 'ok', '2026-01-01');`);
  old.close();
  process.env.TILES_DB = file;
  try {
    const rows = getDb().prepare('SELECT idempotency_key, payload_hash FROM leads').all();
    expect(rows).toEqual([{ idempotency_key: 'old-key-0001', payload_hash: null }]);
  } finally {
    closeDb();
    delete process.env.TILES_DB;
    rmSync(dir, { recursive: true, force: true });
  }
});

// A store made before project quotes refuses kind 'quote' by its CHECK, which SQLite cannot alter: the next start
// rebuilds the table, keeping every lead and its delivery row.
it("widens an older store's lead kinds to take quotes, keeping its leads", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tiles-kinds-'));
  const file = path.join(dir, 'old.sqlite');
  const old = new Database(file);
  old.exec(`CREATE TABLE leads (id INTEGER PRIMARY KEY AUTOINCREMENT, idempotency_key TEXT NOT NULL UNIQUE, payload_hash TEXT,
    kind TEXT NOT NULL CHECK (kind IN ('get_in_touch', 'callback')), name TEXT NOT NULL, phone TEXT NOT NULL, pincode TEXT NOT NULL DEFAULT '',
    source TEXT, product_name TEXT, sku TEXT, showroom_id TEXT, store_view TEXT, reply_msg TEXT NOT NULL, deliveries INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL);
    INSERT INTO leads (idempotency_key, kind, name, phone, reply_msg, created_at) VALUES ('old-key-0002', 'callback', 'Asha', '9876543210', 'ok', '2026-01-01');`);
  expect(() =>
    old.exec(`INSERT INTO leads (idempotency_key, kind, name, phone, reply_msg, created_at) VALUES ('q', 'quote', 'B', '9', 'ok', 'x')`),
  ).toThrow(/CHECK constraint failed/);
  old.close();
  process.env.TILES_DB = file;
  try {
    const db = getDb();
    db.prepare(
      `INSERT INTO leads (idempotency_key, kind, name, phone, reply_msg, created_at) VALUES ('new-quote-1', 'quote', 'B', '9', 'ok', 'x')`,
    ).run();
    expect(db.prepare('SELECT idempotency_key, kind FROM leads ORDER BY id').all()).toEqual([
      { idempotency_key: 'old-key-0002', kind: 'callback' },
      { idempotency_key: 'new-quote-1', kind: 'quote' },
    ]);
  } finally {
    closeDb();
    delete process.env.TILES_DB;
    rmSync(dir, { recursive: true, force: true });
  }
});
