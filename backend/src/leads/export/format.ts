import { escapeControls } from '../../text/controls';
import { EXPORT_COLUMNS, type ExportRow } from './rows';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return, which some strip first) as a
 * formula: a lead named `=HYPERLINK(…)` would run in the sales team's Excel. Excel and LibreOffice read the
 * fullwidth ＝ ＋ － ＠ as the ASCII ones. A leading apostrophe makes it text.
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/u;

/**
 * One CSV cell: neutralised, its controls (ESC, NUL, C1, bidi overrides) written as visible `\u{1B}` text so a
 * terminal or spreadsheet shows them and runs none, then quoted per RFC 4180 when it holds a comma, a quote or a
 * line break (tabs and line breaks are the cell's own).
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  text = escapeControls(text, true);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 lines end in CRLF. */
const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * One JSON object on one line. JSON.stringify escapes C0 controls but writes C1 controls, DEL, bidi overrides and
 * U+2028/9 as they are: those become `\\uXXXX` escapes too, so the line reads the same and a terminal runs nothing.
 */
const jsonLine = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A quote's lines in one CSV cell: `SKU quantity unit` joined by `; ` (the JSONL line keeps them as objects). */
const linesText = (lines: ExportRow['lines']) => (lines ? lines.map((l) => `${l.sku} ${l.quantity} ${l.unit}`).join('; ') : null);

export type ExportFormat = 'csv' | 'jsonl';

/** The export as lines of text: CSV with a header row, or one JSON object per line. */
export function* formatRows(rows: Iterable<ExportRow>, format: ExportFormat): Generator<string> {
  if (format === 'csv') yield csvLine(EXPORT_COLUMNS.map(snake));
  for (const row of rows) {
    yield format === 'csv'
      ? csvLine(EXPORT_COLUMNS.map((c) => (c === 'lines' ? linesText(row.lines) : row[c])))
      : `${jsonLine(Object.fromEntries(EXPORT_COLUMNS.map((c) => [c, row[c]])))}\n`;
  }
}
