import SLOT_LAYOUT from '@tiles/shared/src/federation/slot-layout.json';
import type { ServerView } from './render';
import { START_APP_AFTER_FIRST_CONTENT } from './startApp';

/** JSON safe inside a <script> element: no `</script>`, no line separators that end a JS string. */
export const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * Until the live modules take over, the server's links work (plain navigation to another server-rendered page)
 * but its buttons and fields are disabled: a tick or a choice made before the app runs would be lost when the
 * live page replaces them.
 */
const disableControls = (html: string) => html.replace(/<(button|input|select|textarea)\b(?![^>]*\sdisabled\b)/g, '<$1 disabled');

/** A slot's reserved space as a style attribute, the way React writes it (numbers are px). */
const styleOf = (reserve: Record<string, string | number> = {}) => Object.entries(reserve)
  .map(([key, value]) => `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${typeof value === 'number' ? `${value}px` : value}`)
  .join(';');

export interface ComposedView { status: number; css: string; root: string; data: Record<string, unknown> }

/**
 * The shell's first render, as HTML: the same skip link, header slot and page slot the browser renders first
 * (see shell/src/App.tsx; the slots' classes and reserved space come from the table SLOT_LAYOUT reads), holding
 * the server's HTML. Without a page render the page is left to the browser entirely.
 */
export function composeServerView({ header, page }: ServerView): ComposedView | null {
  if (!page) return null;
  const headerClass = SLOT_LAYOUT.slots['mf_header/Header'].className;
  const slot = (id: string, attrs: string, html: string) => `<div ${attrs} data-slot="${id.replace('/', '-')}" data-slot-state="server" data-ssr="${id}" aria-busy="true">${disableControls(html)}</div>`;
  const headerSlot = header
    ? slot('mf_header/Header', `class="${headerClass}"`, header.html)
    : `<div class="${headerClass}" data-slot="mf_header-Header" data-slot-state="loading" aria-busy="true"></div>`;
  const data = {
    ...(header?.data !== undefined ? { 'mf_header/Header': header.data } : {}),
    ...(page.data !== undefined ? { [page.id]: page.data } : {}),
  };
  return {
    status: page.status ?? 200,
    css: [header?.css, page.css].filter(Boolean).join('\n'),
    root: `<a class="skip-link" href="#main">Skip to content</a>${headerSlot}<main id="main" tabindex="-1">${slot(page.id, `style="${styleOf(SLOT_LAYOUT.page.reserve)}"`, page.html)}</main>`,
    data,
  };
}

const MAX_WAIT_MS = 2500;

/** For a server-rendered page: moves the app's script tags and preload hints into the loader above. */
export function deferAppCode(html: string, hints: string, nonce: string): string {
  const scripts: string[] = [];
  const withoutScripts = html.replace(/<script(?: nonce="[^"]*")? defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g, (_, src: string) => {
    scripts.push(src);
    return '';
  });
  const loader = `<script nonce="${nonce}">(${START_APP_AFTER_FIRST_CONTENT})(${escapeJson(hints)},${escapeJson(scripts)},${MAX_WAIT_MS})</script>`;
  return withoutScripts.replace('</body>', () => `${loader}</body>`);
}
