import type { Showroom, ShowroomRegion, ShowroomsReply } from '../../../shared/src/contracts/leads';
import { buildShowrooms } from '../leads/showroomSeed';
import { getDb, type Db } from '../store/db';
import { route, sendJson } from './router';

interface Row {
  id: string;
  name: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  hours: string;
  map_url: string;
}

let seeded = false;
/** Seeds on first use (idempotent), so the showroom list needs no step of its own at start-up. */
function ensureSeeded(db: Db): void {
  if (seeded) return;
  const insert = db.prepare(
    'INSERT OR IGNORE INTO showrooms (id, name, address, city, state, pincode, phone, hours, map_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const s of buildShowrooms()) insert.run(s.id, s.name, s.address, s.city, s.state, s.pincode, s.phone, s.hours, s.mapUrl);
  })();
  seeded = true;
}

const toShowroom = (r: Row): Showroom => ({
  id: r.id,
  name: r.name,
  address: r.address,
  city: r.city,
  state: r.state,
  pincode: r.pincode,
  phone: r.phone,
  hours: r.hours,
  mapUrl: r.map_url,
});

function regions(rows: Row[]): ShowroomRegion[] {
  const byState = new Map<string, Set<string>>();
  for (const r of rows) byState.set(r.state, (byState.get(r.state) ?? new Set()).add(r.city));
  return [...byState].sort(([a], [b]) => a.localeCompare(b)).map(([state, cities]) => ({ state, cities: [...cities].sort() }));
}

/** A typed full address rarely matches word for word: keep the showrooms matching the most words. */
function bestMatches(rows: Row[], words: string[]): Row[] {
  const scored = rows.map((r) => {
    const text = `${r.name} ${r.address} ${r.city} ${r.state} ${r.pincode}`.toLowerCase();
    return { r, score: words.filter((w) => text.includes(w)).length };
  });
  const best = Math.max(0, ...scored.map((s) => s.score));
  return best === 0 ? [] : scored.filter((s) => s.score === best).map((s) => s.r);
}

/**
 * GET /rest/showrooms?city=&state=&q= — city and state match exactly (case-insensitive);
 * q is free text (a city or a full address) matched word by word against name, address, city, state and pincode.
 */
route('GET', '/rest/showrooms', (_req, res, _params, url) => {
  const db = getDb();
  ensureSeeded(db);
  const all = db.prepare('SELECT * FROM showrooms ORDER BY state, city, id').all() as Row[];
  const city = url.searchParams.get('city')?.trim().toLowerCase();
  const state = url.searchParams.get('state')?.trim().toLowerCase();
  const words = (url.searchParams.get('q') ?? '')
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const inRegion = all.filter((r) => (!city || r.city.toLowerCase() === city) && (!state || r.state.toLowerCase() === state));
  const rows = words.length ? bestMatches(inRegion, words) : inRegion;
  const reply: ShowroomsReply = { showrooms: rows.map(toShowroom), total: rows.length, regions: regions(all) };
  sendJson(res, 200, reply, { 'Cache-Control': 'public, max-age=300' });
});
