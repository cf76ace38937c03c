// `npm run --silent leads:export -- [--since DATE] [--format csv|jsonl]`: every lead with its delivery to the CRM, to
// stdout. Reads the store the backend uses (TILES_DB) read-only, so it can run beside a serving backend.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { databasePath } from '../../store/db';
import { exportOptions, USAGE } from './args';
import { formatRows } from './format';
import { exportRows, storeIsCurrent } from './rows';

/** sysexits.h: a wrong command line; the input (the store) missing or unreadable. */
const EX_USAGE = 64;
const EX_NOINPUT = 66;

function fail(message: string, code: number): never {
  console.error(`leads:export: ${message}`);
  process.exit(code);
}

async function main(): Promise<void> {
  const options = exportOptions(process.argv.slice(2));
  if ('error' in options) fail(`${options.error}. ${USAGE}`, EX_USAGE);
  const file = databasePath();
  if (file === ':memory:' || !existsSync(file)) fail(`no store at ${file} (TILES_DB names the backend's SQLite file)`, EX_NOINPUT);
  const db = new Database(file, { readonly: true, fileMustExist: true });
  if (!storeIsCurrent(db))
    fail(`the store at ${file} was last opened by an older backend: start the backend once to upgrade it`, EX_NOINPUT);
  // A reader that goes away (`| head`) ends the export quietly.
  process.stdout.on('error', () => process.exit(0));
  for (const line of formatRows(exportRows(db, options.since), options.format)) {
    if (!process.stdout.write(line)) await once(process.stdout, 'drain');
  }
  db.close();
}

await main();
