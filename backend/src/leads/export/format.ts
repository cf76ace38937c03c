import { EXPORT_COLUMNS, type ExportRow } from './rows';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some strip first) as a
 * formula: a lead named `=HYPERLINK(…)` would run in the sales team's Excel. A leading apostrophe makes it text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: neutralised, then quoted per RFC 4180 when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 lines end in CRLF. */
const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export type ExportFormat = 'csv' | 'jsonl';

/** The export as lines of text: CSV with a header row, or one JSON object per line. */
export function* formatRows(rows: Iterable<ExportRow>, format: ExportFormat): Generator<string> {
  if (format === 'csv') yield csvLine(EXPORT_COLUMNS.map(snake));
  for (const row of rows) {
    yield format === 'csv'
      ? csvLine(EXPORT_COLUMNS.map((c) => row[c]))
      : `${JSON.stringify(Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, row[c]])))}\n`;
  }
}
