import type { ShowroomsReply } from '../../../../shared/src/contracts/leads';
import { CITIES } from '../../seed/taxonomy';
import { buildShowrooms } from '../showroomSeed';
import { startTestBackend, type TestBackend } from '../../testing/testServer';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend.close());

const list = async (query: string): Promise<ShowroomsReply> => (await fetch(`${backend.url}/rest/showrooms${query}`)).json();

describe('GET /rest/showrooms', () => {
  it('lists at least 60 showrooms covering every city and state of the taxonomy', async () => {
    const all = await list('');
    expect(all.total).toBeGreaterThanOrEqual(60);
    expect(new Set(all.showrooms.map((s) => s.city))).toEqual(new Set(CITIES.map((c) => c.name)));
    expect(all.regions.map((r) => r.state)).toEqual([...new Set(CITIES.map((c) => c.state))].sort());
    for (const s of all.showrooms) {
      expect(s).toEqual(
        expect.objectContaining({ name: expect.any(String), address: expect.stringContaining(s.city), hours: expect.any(String) }),
      );
      expect(s.phone).toMatch(/^\+91 \d{5} \d{5}$/);
      expect(s.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\//);
    }
  });

  it('is seeded the same way every time', () => {
    expect(buildShowrooms()).toEqual(buildShowrooms());
  });

  it('filters by city, by state and city, and by address text', async () => {
    const pune = await list('?city=pune');
    expect(pune.total).toBeGreaterThan(0);
    expect(pune.showrooms.every((s) => s.city === 'Pune')).toBe(true);
    const tn = await list('?state=Tamil%20Nadu');
    expect(new Set(tn.showrooms.map((s) => s.city))).toEqual(new Set(['Chennai', 'Coimbatore', 'Madurai']));
    expect((await list('?state=Tamil%20Nadu&city=Madurai')).showrooms.every((s) => s.city === 'Madurai')).toBe(true);
    expect((await list('?state=Kerala&city=Pune')).total).toBe(0);
    const one = pune.showrooms[0];
    const byAddress = await list(`?q=${encodeURIComponent(`Shop 4, ${one.address}`)}`);
    expect(byAddress.showrooms.map((s) => s.id)).toEqual([one.id]);
    expect((await list('?q=atlantis')).total).toBe(0);
  });
});
