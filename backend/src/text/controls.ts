/**
 * Characters that are not text: C0 controls, DEL and C1 controls (a terminal runs `ESC]0;…BEL` and `ESC[2J`, a
 * spreadsheet or mail reader may too), and the bidi overrides and isolates U+202A–U+202E, U+2066–U+2069, which make
 * text read in another order than it is stored ("invoice‮fdp.exe"). Tab, LF and CR are kept apart: text that may
 * hold several lines keeps them.
 */
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;
const LINE_BREAKS = /[\t\r\n\u2028\u2029]/gu;

/** Whether the text holds a character that is not printable on one line (line breaks and tabs included). */
export const hasControls = (text: string, multiline = false) =>
  new RegExp(CONTROLS.source, 'u').test(text) || (!multiline && new RegExp(LINE_BREAKS.source, 'u').test(text));

/**
 * Input: the controls removed; line breaks and tabs too (each run becomes one space) unless the field holds several
 * lines, where CRLF and CR become LF.
 */
export function stripControls(text: string, multiline = false): string {
  const kept = text.replace(CONTROLS, '');
  return multiline ? kept.replace(/\r\n?|\u2028|\u2029/g, '\n') : kept.replace(/[\t\r\n\u2028\u2029]+/g, ' ');
}

/** `\u{1B}`: how a control shows in output, visible and inert. */
const visible = (c: string) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase()}}`;

/**
 * Output (export cells, logs, stored receiver answers): each control written as visible `\u{…}` text, so the reader
 * sees that it was there and nothing runs it; line breaks and tabs too unless the output keeps several lines.
 */
export function escapeControls(text: string, multiline = false): string {
  const escaped = text.replace(CONTROLS, visible);
  return multiline ? escaped : escaped.replace(LINE_BREAKS, visible);
}
