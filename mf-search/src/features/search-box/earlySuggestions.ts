import { PATHS, type RuntimeSettings } from '@tiles/shared';
import { SUGGESTION_COUNTS } from '../autosuggest/autosuggestApi';

/** What the early list needs besides the page's settings: the results path, how many of each kind to ask for. */
export interface EarlyOptions {
  resultsPath: string;
  counts: Record<string, number>;
}
type SearchSettings = Pick<RuntimeSettings, 'searchUrl' | 'searchApiKey' | 'searchSiteKey'>;

/**
 * Suggestions for a shopper who types before the box's code is live: on a phone's link that code comes seconds after
 * the box is drawn. The page runs this once its content is parsed (the shell writes it inline: `ModuleHandle.beforeCode`): it
 * asks the autosuggest service for the typed text and lists what comes back under the box, outside React's tree (the
 * box's server HTML is hydrated as it was drawn). A suggestion is a tap to its results or its tile; Enter is the form's
 * own search. Once the box is live it answers the same text itself (shared/src/federation/earlyInput.ts hands it over)
 * and this list goes as the box's own shows, or as the shopper leaves the box.
 *
 * Written into the page as text: it uses nothing from outside itself (no imports, no names from this file), and its
 * comments are here, not in it (the server's build is not minified: they would be in every page).
 * - Keyword suggestions lead to their results, popular tiles to their pages (a path on this site or a web URL, as the
 *   live box's `safeHref` reads them: no `javascript:`, `data:`, `//host` or `/\host`); at most eight, each text once.
 * - Every key asks; an answer for the start of what the box says now is shown narrowed to the choices that hold the
 *   whole text (the list keeps up with the typing, and narrows at once as a key is typed), never over the answer to
 *   more of the text, and only while the box's own code has not taken over. A request not answered, or answered with
 *   other than JSON, shows no list (Enter still searches, and the live box says what went wrong).
 * - Typing asks only while the box is not live (the text handed to the live box is the box's own to answer).
 * - An option keeps the focus in the box on press (its blur would close the list before the click). The arrow keys
 *   move through the options and Enter picks the one chosen (else the form searches); while the list is shown the
 *   box names it (`aria-controls`, `aria-expanded`, `aria-activedescendant`), and is given back its own names as the
 *   list goes (React hydrates the box as drawn: it does not correct attributes, so none may be left changed).
 * - The list goes when the box is left, on Escape, and as the page is put away (back comes without it).
 * - Its name is the one the box's own list has in the server's HTML (in the page's language).
 */
export function earlySuggestions(settings: SearchSettings, options: EarlyOptions): void {
  const SLOT = '[data-slot="mf_search-SearchBox"]';
  const LIST_ID = 'srch-early';
  type Choice = { text: string; href: string };
  let latest: { query: string; choices: Choice[] } | null = null;
  let generation = 0;
  let watcher: MutationObserver | null = null;
  let shown: { box: HTMLInputElement; choices: Choice[]; active: number; controls: string | null } | null = null;

  const boxOf = (target: EventTarget | null) =>
    target instanceof HTMLInputElement && target.name === 'q' && target.closest(SLOT) ? target : null;
  const live = (box: HTMLInputElement) => box.closest(SLOT)?.getAttribute('data-slot-state') === 'ready';

  function removeList() {
    document.getElementById(LIST_ID)?.remove();
    if (!shown) return;
    const { box, controls } = shown;
    shown = null;
    if (box.getAttribute('aria-controls') === LIST_ID) box.setAttribute('aria-controls', controls ?? '');
    if (box.getAttribute('aria-activedescendant')?.startsWith(LIST_ID)) box.removeAttribute('aria-activedescendant');
    if (!box.closest(SLOT)?.querySelector('.srch-popup:not([hidden])')) box.setAttribute('aria-expanded', 'false');
  }

  function close() {
    generation++;
    latest = null;
    watcher?.disconnect();
    watcher = null;
    removeList();
  }

  function activate(index: number) {
    if (!shown) return;
    shown.active = index;
    document.querySelectorAll(`#${LIST_ID} [role="option"]`).forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === index));
      (option as HTMLElement).style.background = i === index ? '#f4e8e8' : '';
      if (i === index) option.scrollIntoView?.({ block: 'nearest' });
    });
    shown.box.setAttribute('aria-activedescendant', `${LIST_ID}-${index}`);
  }

  function webUrl(value: unknown): string | null {
    if (typeof value !== 'string' || value.length > 500) return null;
    const raw = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
    if (/^\/[/\\]/.test(raw)) return null;
    try {
      const url = new URL(raw, location.href);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      return null;
    }
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim().slice(0, 80) : '');

  function choicesOf(body: unknown): Choice[] {
    const docs = (body as { response?: { products?: unknown } } | null)?.response?.products;
    if (!Array.isArray(docs)) return [];
    const seen = new Set<string>();
    const choices: Choice[] = [];
    for (const doc of docs) {
      if (!doc || typeof doc !== 'object' || choices.length >= 8) continue;
      const product = doc.doctype === 'POPULAR_PRODUCTS';
      const label = text(product ? (doc.title ?? doc.autosuggest) : doc.autosuggest);
      const href = product ? webUrl(doc.productUrl) : `${options.resultsPath}?q=${encodeURIComponent(label)}`;
      if (!label || !href || seen.has(label.toLowerCase())) continue;
      seen.add(label.toLowerCase());
      choices.push({ text: label, href });
    }
    return choices;
  }

  function show(box: HTMLInputElement, choices: Choice[]) {
    const controls = shown?.controls ?? box.getAttribute('aria-controls');
    removeList();
    if (!choices.length) return;
    const slot = box.closest(SLOT)!;
    const list = document.createElement('div');
    list.id = LIST_ID;
    list.setAttribute('role', 'listbox');
    list.setAttribute('aria-label', slot.querySelector('[role="listbox"]')?.getAttribute('aria-label') ?? '');
    const at = (box.form ?? box).getBoundingClientRect();
    Object.assign(list.style, {
      position: 'absolute',
      left: `${at.left + scrollX}px`,
      top: `${at.bottom + scrollY + 4}px`,
      width: `${Math.max(at.width, 240)}px`,
      maxHeight: '60vh',
      overflowY: 'auto',
      zIndex: '1000',
      background: '#fff',
      color: '#1f1f1f',
      border: '1px solid #c8c8c8',
      borderRadius: '6px',
      boxShadow: '0 6px 18px rgba(0,0,0,.18)',
    });
    choices.forEach((choice, i) => {
      const option = document.createElement('div');
      option.id = `${LIST_ID}-${i}`;
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.textContent = choice.text;
      Object.assign(option.style, { padding: '12px 14px', cursor: 'pointer', borderTop: i ? '1px solid #eee' : 'none' });
      option.addEventListener('mousedown', (e) => e.preventDefault());
      option.addEventListener('click', () => location.assign(choice.href));
      list.append(option);
    });
    document.body.append(list);
    shown = { box, choices, active: -1, controls };
    box.setAttribute('aria-controls', LIST_ID);
    box.setAttribute('aria-expanded', 'true');
    watcher?.disconnect();
    watcher = new MutationObserver(() => {
      if (!live(box)) return;
      const own = slot.querySelector('.srch-popup:not([hidden])');
      if (own || document.activeElement !== box) close();
    });
    watcher.observe(slot, { subtree: true, childList: true, attributes: true });
  }

  const applies = (query: string, text: string) => text.toLowerCase().startsWith(query.toLowerCase());

  function render(box: HTMLInputElement) {
    const text = box.value.trim();
    const low = text.toLowerCase();
    const choices = !latest || !applies(latest.query, text) ? [] : latest.choices;
    const narrowed = latest && latest.query.length < text.length ? choices.filter((c) => c.text.toLowerCase().includes(low)) : choices;
    if (narrowed.length) show(box, narrowed);
    else removeList();
  }

  async function ask(box: HTMLInputElement) {
    const query = box.value.trim();
    const asking = generation;
    const url = new URL(`${settings.searchUrl.replace(/\/$/, '')}/autosuggest`, location.href);
    url.searchParams.set('q', query);
    for (const [key, count] of Object.entries(options.counts)) url.searchParams.set(key, String(count));
    url.searchParams.set('apikey', settings.searchApiKey);
    url.searchParams.set('sitekey', settings.searchSiteKey);
    url.searchParams.set('lang', document.documentElement.lang);
    let choices: Choice[] = [];
    try {
      const res = await fetch(url, { headers: { Accept: 'application/json' } });
      if (res.ok) choices = choicesOf(await res.json());
    } catch {
      /* no list */
    }
    if (generation !== asking || live(box) || document.activeElement !== box) return;
    const text = box.value.trim();
    if (!applies(query, text) || (latest && applies(latest.query, text) && latest.query.length > query.length)) return;
    latest = { query, choices };
    render(box);
  }

  document.addEventListener(
    'input',
    (e) => {
      const box = boxOf(e.target);
      if (!box || live(box)) return;
      if (!box.value.trim()) return close();
      render(box);
      void ask(box);
    },
    true,
  );
  document.addEventListener('focusout', (e) => boxOf(e.target) && close(), true);
  document.addEventListener(
    'keydown',
    (e) => {
      const box = boxOf(e.target);
      if (box && e.key === 'Escape') return close();
      if (!box || !shown || live(box)) return;
      const count = shown.choices.length;
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        activate(e.key === 'ArrowDown' ? (shown.active + 1) % count : shown.active <= 0 ? count - 1 : shown.active - 1);
      } else if (e.key === 'Enter' && shown.active >= 0) {
        e.preventDefault();
        location.assign(shown.choices[shown.active].href);
      }
    },
    true,
  );
  addEventListener('pagehide', close);
}

/** The function as the page runs it: its source, called with the page's settings (the shell adds those). */
export function earlySuggestionsCode(): string {
  const options: EarlyOptions = {
    resultsPath: PATHS.searchResults,
    counts: SUGGESTION_COUNTS,
  };
  return `function (settings) { (${earlySuggestions.toString()})(settings, ${JSON.stringify(options)}); }`;
}
