import { ConfigError } from '../../configError';
import { stockThreshold } from '../stock';
import { seededQuantity } from '../seedStock';

describe('seeded stock', () => {
  const ids = Array.from({ length: 200_000 }, (_, i) => i + 1);
  const quantities = ids.map(seededQuantity);

  it('keeps most tiles well stocked, a few low and a few out, at every catalogue size', () => {
    const out = quantities.filter((q) => q === 0).length / ids.length;
    const low = quantities.filter((q) => q > 0 && q < 10).length / ids.length;
    expect(out).toBeGreaterThan(0.01);
    expect(out).toBeLessThan(0.03);
    expect(low).toBeGreaterThan(0.01);
    expect(low).toBeLessThan(0.03);
    expect(quantities.filter((q) => q > 10_000).length / ids.length).toBeGreaterThan(0.95);
  });

  it('leaves the tiles the store names by SKU in stock above the largest cart line', () => {
    for (const id of [1, 2, 3, 17, 47, 137, 242, 317]) expect(seededQuantity(id)).toBeGreaterThan(10_000);
  });
});

describe('TILES_STOCK_THRESHOLD', () => {
  it('defaults to 10 boxes, takes 0 to turn "only x left" off, and refuses anything else as a configuration error', () => {
    expect(stockThreshold({})).toBe(10);
    expect(stockThreshold({ TILES_STOCK_THRESHOLD: '0' })).toBe(0);
    expect(stockThreshold({ TILES_STOCK_THRESHOLD: '25' })).toBe(25);
    for (const bad of ['-1', '2.5', 'ten']) expect(() => stockThreshold({ TILES_STOCK_THRESHOLD: bad })).toThrow(ConfigError);
  });
});
