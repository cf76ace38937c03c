import type { ReactNode } from 'react';
import { HeadTags } from '@tiles/shared/src/head/HeadTags';
import type { HeadTag } from '@tiles/shared/src/head/pageHead';
import type { Hint } from './preload';
import { START_APP_AFTER_FIRST_CONTENT, TAP_STATUS } from './startApp';
import en from '../src/i18n/en.json';
import hi from '../src/i18n/hi.json';
import ta from '../src/i18n/ta.json';

/** The shell's own words (the page's title and description, the script-less forms' refusals). */
export const WORDS = { en, hi, ta } as const;
/** JSON safe inside a <script> element: no `</script>`, no line separators that end a JS string. */
const escapeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** How long a server-rendered page waits for its first content to paint before it starts the app's code anyway. */
const MAX_WAIT_MS = 2500;

export interface DocumentProps {
  language: keyof typeof WORDS;
  nonce: string;
  /** The page's title, description, canonical, robots, hreflang, Open Graph and JSON-LD (shared/src/head). */
  head: HeadTag[];
  criticalCss: string;
  /** The app's own files (the shell's entry: scripts, and a stylesheet in a build that has one). */
  entry: string[];
  hints: { first: Hint[]; controls: Hint[] };
  /** remotes.json as the browser reads it. */
  remotes: unknown;
  /** Origins the page's own calls go to besides its own (the API's, the search service's): connected to early. */
  connect?: string[];
  /**
   * The server's render of the App (its loaders' data; `complete`: its page module is in it; `cssFiles`: the URLs of the
   * CSS files whose used rules the page inlines; `beforeCode`: what its modules do for a shopper who acts before their
   * code is live, each a function's source the page calls with its settings); null: the browser's.
   */
  view: { data: Record<string, unknown>; complete: boolean; cssFiles: string[]; beforeCode?: string[] } | null;
  /** The App, rendered in the root with the rest of the document. */
  children?: ReactNode;
}

// The inlined CSS is trimmed to the classes the rendered page uses, so it is written once the render is done, in place of
// this mark (the style element's own text, which nothing from a module can write: React escapes text).
const CSS_MARK = '/*used-css*/';
const CSS_PLACE = `data-ssr-css="">${CSS_MARK}</style>`;
/** The document `html` with `css` in its inlined style element (escaped so it cannot end it). */
export function withCss(html: string, css: string): string {
  const at = html.indexOf(CSS_PLACE);
  if (at < 0) return html;
  const text = css.replace(/<\/style/gi, '<\\/style');
  return `${html.slice(0, at)}data-ssr-css="">${text}</style>${html.slice(at + CSS_PLACE.length)}`;
}

// The language switch's two other names, off the render path (docs/performance.md): loaded as `print`, applied once loaded.
const APPLY_WHEN_LOADED =
  "(function (l) { l.addEventListener('load', function () { l.media = 'all'; }); })(document.currentScript.previousElementSibling)";
// The whole files of the CSS the page inlines trimmed, for the rules of what is not shown yet (a dialog, a drawer): the
// modules' chunk loader finds their links and inserts none (each was a whole-document style pass as the app started).
// Fetched off the render path (`print`) and applied together once all have loaded or failed: one style pass, not one
// per file. The loader takes a link it finds as loaded, without waiting for it, and reads a link's file from `data-href`
// before `href`: so a link names no file (`data-href="loading"`) until it has loaded, and one that fails is removed. A
// module whose code comes first, or whose remote was down, gets the loader's own link, which it waits for and retries
// (a link of ours that loads after the loader's is removed, not applied twice).
// Written before the links and listening on the document (load and error do not bubble, but pass it on the way to the
// link): a link that fails before a script after it could run is still seen. `count`: how many links follow.
// One file that neither loads nor fails (a stalled CDN) must not keep the others off for good: after `waitMs` the
// loaded ones are applied, and each later one as it loads (on a phone's link the files come in 2.7–3.2 s).
const PENDING = 'loading';
export const LINKED_CSS_WAIT_MS = 10_000;
const SETTLE_LINKED_CSS = `(function (count, waitMs) {
  var late = false;
  function apply(l) { l.media = 'all'; }
  function settle(e) {
    var l = e.target;
    if (!l || l.tagName !== 'LINK' || !l.hasAttribute('data-ssr-css')) return;
    var theirs = [].some.call(document.querySelectorAll('link[rel="stylesheet"]:not([data-ssr-css])'), function (o) { return o.href === l.href; });
    if (e.type === 'load' && !theirs) l.removeAttribute('data-href'); else l.remove();
    if (late && l.isConnected) apply(l);
    if (--count > 0) return;
    clearTimeout(timer);
    document.removeEventListener('load', settle, true);
    document.removeEventListener('error', settle, true);
    [].forEach.call(document.querySelectorAll('link[data-ssr-css]'), apply);
  }
  var timer = setTimeout(function () {
    late = true;
    [].forEach.call(document.querySelectorAll('link[data-ssr-css]:not([data-href])'), apply);
  }, waitMs);
  document.addEventListener('load', settle, true);
  document.addEventListener('error', settle, true);
})`;
const inline = (nonce: string, code: string) => <script key={code} nonce={nonce} dangerouslySetInnerHTML={{ __html: code }} />;
/** The runtime settings in remotes.json as the browser reads it (the API's and the search service's URLs). */
const settingsOf = (remotes: unknown) => (remotes as { settings?: unknown } | null)?.settings ?? {};
const ICON = `data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 16 16%22%3E%3Crect width=%2216%22 height=%2216%22 rx=%223%22 fill=%22%238a1c1c%22/%3E%3C/svg%3E`;

// The page, all written by React in one render: the root holds the App (hydrated there), the app's code starts once it
// has painted (startApp.ts). Only this answer's own inline scripts and styles carry its nonce.
export function Document({ language, nonce, head, criticalCss, entry, hints, remotes, view, connect = [], children }: DocumentProps) {
  const words = WORDS[language];
  const scripts = entry.filter((f) => f.endsWith('.js'));
  const styles = entry.filter((f) => f.endsWith('.css'));
  // A file the page links already needs no hint.
  const linked = new Set(view?.cssFiles);
  const hinted = (list: Hint[]) => list.filter((h) => !linked.has(h.href));
  const startArgs = [hinted(hints.first), scripts, MAX_WAIT_MS, hinted(hints.controls)].map(escapeJson).join(',');
  const start = view && `(${START_APP_AFTER_FIRST_CONTENT})(${startArgs})`;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#8a1c1c" />
        <link rel="icon" href={ICON} />
        <HeadTags tags={head} />
        {connect.map((origin) => (
          // The page's calls are CORS requests without credentials: the connection is opened for those.
          <link key={origin} rel="preconnect" href={origin} crossOrigin="anonymous" />
        ))}
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: criticalCss }} />
        {language === 'en' ? (
          <>
            <link rel="stylesheet" href="/fonts-names.css" media="print" />
            {inline(nonce, APPLY_WHEN_LOADED)}
            <noscript>
              <link rel="stylesheet" href="/fonts-names.css" />
            </noscript>
          </>
        ) : (
          <link rel="stylesheet" href={`/fonts-${language}.css`} />
        )}
        {styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {view && <style nonce={nonce} data-ssr-css="" dangerouslySetInnerHTML={{ __html: CSS_MARK }} />}
        {!!view?.cssFiles.length && inline(nonce, `${SETTLE_LINKED_CSS}(${view.cssFiles.length},${LINKED_CSS_WAIT_MS})`)}
        {view?.cssFiles.map((href) => (
          <link key={href} rel="stylesheet" href={href} media="print" data-ssr-css="" data-href={PENDING} />
        ))}
        {!view &&
          hints.first
            .concat(hints.controls)
            .map((h) => (
              <link key={h.href} rel="preload" as={h.as} href={h.href} integrity={h.integrity} crossOrigin={h.integrity && 'anonymous'} />
            ))}
        {!view && scripts.map((src) => <script key={src} defer src={src} />)}
      </head>
      <body>
        {view ? (
          <div id="root" data-hydrate="">
            {children}
          </div>
        ) : (
          <div id="root" />
        )}
        {/* The loader says here that a control tapped before its code is live is loading (its words, the page's language). */}
        {view && <div id={TAP_STATUS} className="shell-tap-status" role="status" aria-live="polite" data-words={words.tapComing} />}
        {/* After the page's content (it waits for a shopper's typing; its bytes need not come before the first paint). */}
        {view?.beforeCode?.map((code) => inline(nonce, `(${code})(${escapeJson(settingsOf(remotes))})`))}
        {view && inline(nonce, `window.__TILES_SSR__=${escapeJson(view.data)}`)}
        {inline(nonce, `window.__TILES_REMOTES__=${escapeJson(remotes)}`)}
        {start && inline(nonce, start)}
      </body>
    </html>
  );
}
