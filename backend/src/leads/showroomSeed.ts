import type { Showroom } from '../../../shared/src/contracts/leads';
import { CITIES } from '../seed/taxonomy';

const LOCALITIES = [
  'MG Road',
  'Station Road',
  'Ring Road',
  'Civil Lines',
  'Industrial Area',
  'Main Market',
  'Nehru Nagar',
  'Gandhi Chowk',
  'Lake View Road',
  'Airport Road',
  'Park Street',
  'Sector 18',
];
const KINDS = ['Signature Showroom', 'Tile Studio', 'Experience Centre'];
const HOURS = ['Mon–Sat 10:00–20:00', 'Mon–Sun 10:30–20:30', 'Mon–Sat 09:30–19:30, Sun 11:00–17:00'];

/** Tiny deterministic generator (mulberry32) so the same showrooms are seeded on every machine. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Two showrooms in every city of the taxonomy (three in the larger metros): 70 in all. */
export function buildShowrooms(): Showroom[] {
  const next = random(20240607);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const metros = new Set(['delhi', 'mumbai', 'bangalore', 'chennai', 'hyderabad', 'kolkata']);
  return CITIES.flatMap((city, ci) => {
    const count = metros.has(city.slug) ? 3 : 2;
    const localities = [...LOCALITIES].sort(() => next() - 0.5).slice(0, count);
    return localities.map((locality, i) => {
      const pincode = String(110001 + ci * 13_417 + i * 7).slice(0, 6);
      const address = `${10 + Math.floor(next() * 240)}, ${locality}, ${city.name}, ${city.state} ${pincode}`;
      return {
        id: `${city.slug}-${i + 1}`,
        name: `Tiles ${pick(KINDS)} – ${locality}, ${city.name}`,
        address,
        city: city.name,
        state: city.state,
        pincode,
        phone: `+91 ${70000 + Math.floor(next() * 29999)} ${String(10000 + Math.floor(next() * 89999))}`,
        hours: pick(HOURS),
        mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
      };
    });
  });
}
