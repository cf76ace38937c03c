import { parse } from 'graphql';
import { buildStoreSchema } from '../../schema';
import { queryCost } from '../cost';

const schema = buildStoreSchema();
const BY_SKU = parse('query ($skus: [String]) { products(filter: { sku: { in: $skus } }) { total_count } }');
const skus = (n: number) => ({ skus: Array.from({ length: n }, (_, i) => `TILE-${i}`) });

describe('the cost of a products filter grows with the catalogue it scans', () => {
  afterEach(() => delete process.env.TILES_CATALOGUE_SIZE);

  // The field 0.2 and its selection 4 (total_count 0.2, times the default page size 20): 5 without any value.
  it('counts each value once in the 360-tile store', () => {
    expect(queryCost(schema, BY_SKU, skus(0))).toBe(5);
    expect(queryCost(schema, BY_SKU, skus(100))).toBe(105);
  });

  it('counts each value per thousand tiles in a 50,000-tile store: 1,000 skus (about a second there) are over the budget', () => {
    process.env.TILES_CATALOGUE_SIZE = '50000';
    expect(queryCost(schema, BY_SKU, skus(1000))).toBe(50_005);
    expect(queryCost(schema, BY_SKU, skus(12))).toBe(605); // visual search's 12 results
  });
});
