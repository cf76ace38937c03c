import { parseArgs } from 'node:util';
import type { ExportFormat } from './format';

export const USAGE = 'usage: npm run --silent leads:export -- [--since YYYY-MM-DD[THH:MM[:SS][Z|±HH:MM]]] [--format csv|jsonl]';

export interface ExportOptions {
  /** ISO time (UTC) from which leads are exported; null: all. */
  since: string | null;
  format: ExportFormat;
}

const DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** A date (UTC midnight) or a date and time (UTC unless it names a zone) as an ISO time, or null when it is neither. */
export function sinceTime(value: string): string | null {
  const m = DATE.exec(value);
  if (!m) return null;
  // A bare date parses as UTC but a bare date-time as local time: make both UTC, as the store's times are.
  const time = Date.parse(value.includes('T') && !m[1] ? `${value}Z` : value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** The command line's options, or a one-line reason it cannot be run. */
export function exportOptions(argv: string[]): ExportOptions | { error: string } {
  let values: { since?: string; format?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { since: { type: 'string' }, format: { type: 'string' } }, strict: true }));
  } catch (err) {
    return { error: (err as Error).message.split('\n')[0] };
  }
  const format = values.format ?? 'csv';
  if (format !== 'csv' && format !== 'jsonl') return { error: `--format must be csv or jsonl (got "${format}")` };
  if (values.since === undefined) return { since: null, format };
  const since = sinceTime(values.since);
  return since ? { since, format } : { error: `--since must be a date such as 2026-11-01 or 2026-11-01T09:30 (got "${values.since}")` };
}
