import { useEffect } from 'react';
import { ConfigError, getRuntimeSettings } from '../config/runtime';
import { currentLanguage } from '../i18n/locale';
import { shareableSearch } from '../paths';
import { alternatesOf, headTags, storeOrigin, type PageHead } from './pageHead';

/** Writes a page's head into the document (the page on show after a client navigation), replacing the last one. */
export function applyHead(head: PageHead): void {
  const settings = storeSettings();
  // As the server's: alternates never repeat a page's secret (a reset link's token).
  const search = shareableSearch(location.pathname, location.search);
  const place = { origin: currentStoreOrigin(), alternates: alternatesOf(settings, location.pathname + search) };
  document.head.querySelectorAll('[data-head], title').forEach((el) => el.remove());
  for (const t of headTags(head, place)) {
    const el = document.createElement(t.tag);
    if ('attrs' in t) for (const [name, value] of Object.entries(t.attrs)) el.setAttribute(name, value);
    if (t.tag === 'title' || t.tag === 'script') el.textContent = t.text;
    el.setAttribute('data-head', '');
    document.head.appendChild(el);
  }
}

/** The page's head, from the same function as its module's `head` export: applied once the page shows and when it changes. */
export function useHead(head: PageHead | null): void {
  const key = head && JSON.stringify(head);
  useEffect(() => {
    if (head) applyHead(head);
    // The head is plain data: its JSON says when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

// The shell's configured stores; a module alone (its tests, its harness before it sets them): the page's own origin.
function storeSettings() {
  try {
    return getRuntimeSettings();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return { protocol: location.protocol, baseDomain: location.host.replace(/^(hi|ta)\./, '') };
  }
}

/** The page's store origin from configuration (never the address bar's host): for absolute URLs in a head. */
export const currentStoreOrigin = (): string => storeOrigin(storeSettings(), currentLanguage().code);
