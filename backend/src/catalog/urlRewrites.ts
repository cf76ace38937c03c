import { getDb } from '../store/db';

/** Paths the catalogue moved (seeded): an old category path to the current one (301) and a campaign path (302). */
export const SEEDED_REWRITES = [
  { from: 'tiles/ceramic', to: 'tiles/ceramic-tiles', type: 301 },
  { from: 'ceramic-tiles', to: 'tiles/ceramic-tiles', type: 301 },
  { from: 'offers', to: 'tiles', type: 302 },
] as const;

let seeded = false;
function ensureSeeded(): void {
  if (seeded) return;
  const insert = getDb().prepare('INSERT OR IGNORE INTO url_rewrites (request_path, target_path, redirect_type) VALUES (?, ?, ?)');
  for (const r of SEEDED_REWRITES) insert.run(r.from, r.to, r.type);
  seeded = true;
}

/** Where an old path (no slashes at either end) now lives, and how (301 moved for good, 302 for now), or undefined. */
export function urlRewriteFor(path: string): { target: string; redirectCode: 301 | 302 } | undefined {
  ensureSeeded();
  const row = getDb().prepare('SELECT target_path, redirect_type FROM url_rewrites WHERE request_path = ?').get(path) as
    { target_path: string; redirect_type: 301 | 302 } | undefined;
  return row && { target: row.target_path, redirectCode: row.redirect_type };
}
