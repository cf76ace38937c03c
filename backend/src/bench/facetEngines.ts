/**
 * How the index design was chosen (a script, not a test): facet counts and a page for a filtered set, as SQLite
 * GROUP BYs over indexed columns and as the catalogue index's bit sets, on a COPY of a seeded store (it adds a table).
 * Run: npx tsx backend/src/bench/facetEngines.ts /tmp/copy-of-store-50000.sqlite 50000   (docs/catalogue-scale.md)
 */
import Database from 'better-sqlite3';

const [file, size] = process.argv.slice(2);
process.env.TILES_DB = file;
process.env.TILES_CATALOGUE_SIZE = size;
const CODES = ['type', 'design', 'finish', 'colour', 'collection', 'size'];
async function main() {
  const db = new Database(file);
  db.exec(`DROP TABLE IF EXISTS flat; CREATE TABLE flat (id INTEGER PRIMARY KEY, type INT, design INT, finish INT, colour INT, collection INT, size TEXT, price REAL, trending INT);
    INSERT INTO flat SELECT id, json_extract(data,'$.typeId'), json_extract(data,'$.designId'), json_extract(data,'$.finishId'), json_extract(data,'$.colourId'), json_extract(data,'$.collectionId'), json_extract(data,'$.size.slug'), json_extract(data,'$.mrpPerSqft'), json_extract(data,'$.trending') FROM products;
    CREATE INDEX IF NOT EXISTS flat_price ON flat(price); CREATE INDEX IF NOT EXISTS flat_design ON flat(design);`);
  for (const c of CODES) db.exec(`CREATE INDEX IF NOT EXISTS flat_${c} ON flat(${c}, price)`);
  const time = (label: string, fn: () => unknown) => {
    const xs: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      fn();
      xs.push(performance.now() - t);
    }
    xs.sort((a, b) => a - b);
    console.log(label.padEnd(48), 'p50', xs[15].toFixed(2), 'ms  p95', xs[28].toFixed(2), 'ms');
  };
  const stmts = CODES.map((c) => db.prepare(`SELECT ${c} AS v, COUNT(*) AS n FROM flat WHERE price BETWEEN ? AND ? GROUP BY ${c}`));
  const page = db.prepare('SELECT id FROM flat WHERE price BETWEEN ? AND ? ORDER BY price, id LIMIT 24');
  time('SQLite: 6 facet GROUP BYs + page, price 50–120', () => {
    for (const s of stmts) s.all(50, 120);
    page.all(50, 120);
  });
  const stmtsD = CODES.map((c) => db.prepare(`SELECT ${c} AS v, COUNT(*) AS n FROM flat WHERE design = ? GROUP BY ${c}`));
  time('SQLite: 6 facet GROUP BYs, one design', () => {
    for (const s of stmtsD) s.all(352);
  });
  const { catalogueIndex } = await import('../catalog/catalogueIndex');
  const { applyFilter, wholeCatalogue } = await import('../catalog/filters');
  const { aggregate } = await import('../catalog/aggregations');
  const { pageOf } = await import('../catalog/sorting');
  catalogueIndex();
  time('bit sets: all 9 facets + page, price 50–120', () => {
    const m = applyFilter(wholeCatalogue(), { price: { from: '50', to: '120' } });
    aggregate(m, 'en');
    pageOf(m, { price: 'ASC' }, null, 0, 24);
  });
  time('bit sets: all 9 facets, one design', () => aggregate(applyFilter(wholeCatalogue(), { tile_design: { eq: '352' } }), 'en'));
}
main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
