import { renderToStaticMarkup } from 'react-dom/server';
import en from '../src/i18n/en.json';
import hi from '../src/i18n/hi.json';
import ta from '../src/i18n/ta.json';
import { FooterView } from '../src/layout/FooterView';

const WORDS = { en, hi, ta } as const;
const drawn = new Map<keyof typeof WORDS, string>();

/** The shell's footer in a page language, as the browser's first render draws it (drawn once per language). */
export function footerHtml(code: keyof typeof WORDS): string {
  let html = drawn.get(code);
  if (html === undefined) {
    const words = WORDS[code];
    drawn.set(code, (html = renderToStaticMarkup(<FooterView t={(id) => words[id]} />)));
  }
  return html;
}
