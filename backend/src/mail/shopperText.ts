import { stripControls } from '../text/controls';

/**
 * What a shopper typed, placed inside one of the store's own lines (a greeting's name, a "Name:" field): one line,
 * no controls, so it cannot end the store's line and start one that reads as the store speaking.
 */
export const inline = (text: string) => stripControls(text).replace(/\s+/g, ' ').trim();

/**
 * What a shopper wrote at length (a contact message), as a block of its own: every line quoted with "> ", so no
 * line of it reads as the store's text, however it begins.
 */
export const quoted = (text: string) =>
  stripControls(text, true)
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
