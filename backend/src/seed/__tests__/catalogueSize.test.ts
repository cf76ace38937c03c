import { catalogueSize, generateProducts, PRODUCT_COUNT } from '../products';

describe('TILES_CATALOGUE_SIZE', () => {
  it('defaults to the 360-tile seed and accepts a whole number', () => {
    expect(catalogueSize(undefined)).toBe(PRODUCT_COUNT);
    expect(catalogueSize('10000')).toBe(10000);
  });

  it.each(['0', '-5', '12.5', 'lots', '999999'])('refuses "%s" with a readable error', (raw) => {
    expect(() => catalogueSize(raw)).toThrow(`TILES_CATALOGUE_SIZE must be a whole number from 1 to 200000 (got "${raw}")`);
  });

  it('is deterministic, and a larger catalogue only adds tiles (the first 360 are the seed)', () => {
    const bigger = generateProducts(1000);
    expect(bigger.slice(0, PRODUCT_COUNT)).toEqual(generateProducts());
    expect(new Set(bigger.map((p) => p.urlKey)).size).toBe(1000);
    expect(new Set(bigger.map((p) => p.sku)).size).toBe(1000);
  });
});
