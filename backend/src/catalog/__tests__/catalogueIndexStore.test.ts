import { startTestBackend, type TestBackend } from '../../testing/testServer';
import { getDb } from '../../store/db';
import { catalogueIndex } from '../catalogueIndex';
import { loadCatalogueIndex } from '../catalogueIndexStore';

/**
 * A start with a warm store loads the catalogue index instead of parsing every product: what it loads must be the
 * index it would have built, down to the order of facet values (aggregations list options in that order).
 */
let backend: TestBackend;
beforeAll(async () => {
  process.env.TILES_CATALOGUE_SIZE = '360';
  backend = await startTestBackend();
}, 60000);
afterAll(() => backend.close());

const keysOf = (m: Map<unknown, unknown>) => [...m.keys()];

test('the saved catalogue index loads as the index that was built', () => {
  const built = catalogueIndex();
  const loaded = loadCatalogueIndex();
  expect(loaded).not.toBeNull();
  expect(loaded).toEqual(built);
  expect(keysOf(loaded!.postings)).toEqual(keysOf(built.postings));
  for (const [code, values] of built.postings) expect(keysOf(loaded!.postings.get(code)!)).toEqual(keysOf(values));
  expect(keysOf(loaded!.categories)).toEqual(keysOf(built.categories));
  expect(keysOf(loaded!.priceBands)).toEqual(keysOf(built.priceBands));
  expect(Object.keys(loaded!.orders)).toEqual(Object.keys(built.orders));
});

test('a saved index of another catalogue version is not used', () => {
  catalogueIndex();
  const db = getDb();
  const version = db.prepare("SELECT value FROM catalogue_meta WHERE key = 'version'").pluck().get() as string;
  db.prepare("UPDATE catalogue_meta SET value = 'another' WHERE key = 'version'").run();
  try {
    expect(loadCatalogueIndex()).toBeNull();
  } finally {
    db.prepare("UPDATE catalogue_meta SET value = ? WHERE key = 'version'").run(version);
  }
});
