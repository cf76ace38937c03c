import { renderToStaticMarkup } from 'react-dom/server';
import { SlotPlaceholder } from '@tiles/shared/src/federation/slotLayout';
import en from '../src/i18n/en.json';
import hi from '../src/i18n/hi.json';
import ta from '../src/i18n/ta.json';
import { FooterView } from '../src/layout/FooterView';

const WORDS = { en, hi, ta } as const;
const drawn = new Map<keyof typeof WORDS, string>();

/**
 * The shell's footer in a page language, as the browser's first render draws it (drawn once per language): the
 * newsletter's slot as loading, as the browser's idle slot is until the page has hydrated.
 */
export function footerHtml(code: keyof typeof WORDS): string {
  let html = drawn.get(code);
  if (html === undefined) {
    const words = WORDS[code];
    drawn.set(
      code,
      (html = renderToStaticMarkup(<FooterView t={(id) => words[id]} newsletter={<SlotPlaceholder id="mf_leads/NewsletterSignup" />} />)),
    );
  }
  return html;
}
