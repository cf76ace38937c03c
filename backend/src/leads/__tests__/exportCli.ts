import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const root = path.resolve(__dirname, '../../../..');

/** Runs the export command as the sales team would, on the given store file. */
export const runExport = (dbFile: string, ...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'backend/src/leads/export/cli.ts', ...args], {
    cwd: root,
    env: { ...process.env, TILES_DB: dbFile },
  });
