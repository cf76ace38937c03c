// `npm run --silent orders:admin -- …` (ADMIN_USAGE): the warehouse's side of an order, on the store the backend uses
// (TILES_DB). SQLite's write-ahead log lets it run beside a serving backend.
import { existsSync } from 'node:fs';
import { databasePath, getDb } from '../store/db';
import { ADMIN_USAGE, runAdminCommand } from './admin';

const file = databasePath();
if (file === ':memory:' || !existsSync(file)) {
  console.error(`orders:admin: no store at ${file} (TILES_DB names the backend's SQLite file)`);
  process.exit(66);
}
const outcome = runAdminCommand({ db: getDb(), lang: 'en', storeCode: 'default', token: null, client: 'admin' }, process.argv.slice(2));
if ('error' in outcome) {
  console.error(`orders:admin: ${outcome.error}${outcome.error === ADMIN_USAGE ? '' : `\n${ADMIN_USAGE}`}`);
  process.exit(64);
}
console.log(outcome.done);
