import { earlySuggestionsCode } from '../earlySuggestions';

// The function as the page gets it: its source, run on its own (a name from outside it would throw here). Once per
// file: it listens on the document, as on a page.
const settings = { searchUrl: 'https://search.example/search', searchApiKey: 'key', searchSiteKey: 'site' };
(0, eval)(`(${earlySuggestionsCode()})`)(settings);

type Answer = { status?: number; body: unknown };
const answers = new Map<string, Answer>();
const asked: URL[] = [];
const pending = new Map<string, () => void>();
// The network, answered per query: an answer held back until the test lets it go (to answer out of order).
function answerFor(query: string, answer: Answer, held = false) {
  answers.set(query, answer);
  if (held) pending.set(query, () => undefined);
}
beforeAll(() => {
  globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input));
    asked.push(url);
    const query = url.searchParams.get('q') ?? '';
    if (pending.has(query)) await new Promise<void>((resolve) => pending.set(query, resolve));
    const { status = 200, body } = answers.get(query) ?? { body: { response: { products: [] } } };
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return { ok: status < 400, status, json: async () => JSON.parse(text) };
  }) as unknown as typeof fetch;
});

const keyword = (autosuggest: unknown) => ({ doctype: 'KEYWORD_SUGGESTION', autosuggest });
const tile = (title: unknown, productUrl: unknown) => ({ doctype: 'POPULAR_PRODUCTS', title, productUrl });
const list = () => document.getElementById('srch-early');
const optionTexts = () => [...(list()?.querySelectorAll('[role="option"]') ?? [])].map((o) => o.textContent);

let box: HTMLInputElement;
let slot: HTMLElement;
beforeEach(() => {
  answers.clear();
  asked.length = 0;
  pending.clear();
  document.documentElement.lang = 'en';
  document.body.innerHTML = `<div data-slot="mf_search-SearchBox" data-slot-state="server"><div class="srch-box">
    <form role="search" action="/catalogsearch/result/"><input class="srch-input" name="q" role="combobox"></form>
    <div class="srch-popup" hidden><div role="listbox" aria-label="खोज के सुझाव"></div></div></div></div><button id="elsewhere">x</button>`;
  box = document.querySelector('input')!;
  slot = document.querySelector('[data-slot]')!;
  box.focus();
});

/** Types `text` as the box's whole value and waits until its answer is read (shown, or not). */
async function type(text: string) {
  box.value = text;
  box.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0)).then(() => new Promise((r) => setTimeout(r, 0)));

describe('suggestions before the search box is live', () => {
  it('asks the autosuggest service for the typed text in the page language, and lists keywords then tiles', async () => {
    document.documentElement.lang = 'hi';
    answerFor('wood', { body: { response: { products: [keyword('Wooden Tiles'), tile('Ellora Wooden Grey', '/ellora-wooden-grey')] } } });
    await type(' wood ');
    expect(asked).toHaveLength(1);
    expect(asked[0].origin + asked[0].pathname).toBe('https://search.example/search/autosuggest');
    expect(Object.fromEntries(asked[0].searchParams)).toMatchObject({ q: 'wood', apikey: 'key', sitekey: 'site', lang: 'hi' });
    expect(asked[0].searchParams.get('popularProducts.count')).toBe('6');
    expect(list()?.getAttribute('role')).toBe('listbox');
    expect(list()?.getAttribute('aria-label')).toBe('खोज के सुझाव');
    expect(optionTexts()).toEqual(['Wooden Tiles', 'Ellora Wooden Grey']);
  });

  it('keeps the focus in the box when an option is pressed (the tap to it is e2e: search/suggestions-before-code)', async () => {
    answerFor('wood', { body: { response: { products: [keyword('Wooden Tiles')] } } });
    await type('wood');
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    list()!.querySelector('[role="option"]')!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(box);
  });

  it('shows hostile text as text and leaves out tiles whose link is not a web address; at most eight, each once', async () => {
    const products = [
      keyword('<img src=x onerror="window.hacked=1">'),
      keyword('WOODEN tiles'),
      keyword('wooden TILES'),
      tile('Script tile', 'javascript:window.hacked=1'),
      tile('Data tile', 'data:text/html,<script>window.hacked=1</script>'),
      tile('Long link', `/${'x'.repeat(600)}`),
      tile('Other host', '//evil.example/tile'),
      tile('Backslash host', '/\\evil.example/tile'),
      tile('Hidden scheme', 'java\nscript:window.hacked=1'),
      tile(7, '/seven'),
      keyword({ text: 'object' }),
      keyword(`  spaced\n\n  out ${'y'.repeat(200)}`),
      ...Array.from({ length: 10 }, (_, i) => keyword(`Wood ${i}`)),
    ];
    answerFor('wood', { body: { response: { products } } });
    await type('wood');
    const texts = optionTexts();
    expect(texts).toHaveLength(8);
    expect(texts.slice(0, 3)).toEqual(['<img src=x onerror="window.hacked=1">', 'WOODEN tiles', `spaced out ${'y'.repeat(69)}`]);
    expect(list()!.querySelector('img')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows no list for an answer that failed, is not JSON or has no products, and closes the one shown before', async () => {
    answerFor('wood', { body: { response: { products: ['Woods', 'Woodx', 'Woody'].map(keyword) } } });
    for (const [query, answer] of [
      ['woods', { status: 503, body: { response: { products: [keyword('Woods')] } } }],
      ['woodx', { body: '<html>busy</html>' }],
      ['woody', { body: { response: {} } }],
    ] as const) {
      await type('wood');
      answerFor(query, answer, true);
      await type(query);
      expect(optionTexts()).toHaveLength(1);
      pending.get(query)!();
      await settle();
      expect(list()).toBeNull();
    }
  });

  it('keeps up with the typing: an answer for the start of the text is shown narrowed to it, never over an answer to more of it', async () => {
    const answer = (...texts: string[]) => ({ body: { response: { products: texts.map(keyword) } } });
    answerFor('wo', answer('Wall tiles', 'Wooden Tiles', 'Woollen rug'), true);
    answerFor('woo', answer('Wooden Tiles', 'Woodland', 'Wool'));
    answerFor('wood', answer('Wooden Floor'), true);
    await type('wo');
    await type('woo');
    expect(optionTexts()).toEqual(['Wooden Tiles', 'Woodland', 'Wool']);
    // The answer to less of the text comes late: the list stays the answer to more of it.
    pending.get('wo')!();
    await settle();
    expect(optionTexts()).toEqual(['Wooden Tiles', 'Woodland', 'Wool']);
    // A key typed narrows the list at once, before its own answer.
    await type('wood');
    expect(optionTexts()).toEqual(['Wooden Tiles', 'Woodland']);
    pending.get('wood')!();
    await settle();
    expect(optionTexts()).toEqual(['Wooden Floor']);
    // Text that none of it holds, and text edited away from the answer's: no list until an answer for it.
    await type('woodx');
    expect(list()).toBeNull();
    answerFor('wa', answer('Wall tiles'), true);
    await type('wa');
    await type('we');
    pending.get('wa')!();
    await settle();
    expect(list()).toBeNull();
    await type('');
    expect(list()).toBeNull();
  });

  it('moves through the options with the arrow keys, naming the chosen one on the box, and gives the box its names back', async () => {
    box.setAttribute('aria-controls', 'srch-listbox');
    box.setAttribute('aria-expanded', 'false');
    answerFor('wood', { body: { response: { products: ['Wooden Tiles', 'Wooden Floor', 'Wood look'].map(keyword) } } });
    await type('wood');
    expect(box.getAttribute('aria-controls')).toBe('srch-early');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const key = (name: string) => {
      const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
      box.dispatchEvent(event);
      return event;
    };
    const selected = () => [...list()!.querySelectorAll('[role="option"]')].map((o) => o.getAttribute('aria-selected'));
    expect(key('ArrowDown').defaultPrevented).toBe(true);
    key('ArrowDown');
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(box.getAttribute('aria-activedescendant')).toBe('srch-early-1');
    key('ArrowUp');
    key('ArrowUp');
    expect(selected()).toEqual(['false', 'false', 'true']);
    // (Enter on a chosen option goes to it: e2e, search/suggestions-before-code.) Typing on draws the list again, nothing chosen; the list gone, the box has its own names back.
    await type('wood ');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    key('Escape');
    expect(list()).toBeNull();
    expect(box.getAttribute('aria-controls')).toBe('srch-listbox');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('closes on Escape and when the box is left', async () => {
    answerFor('wood', { body: { response: { products: [keyword('Wooden Tiles')] } } });
    await type('wood');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(list()).toBeNull();
    await type('wood');
    document.getElementById('elsewhere')!.focus();
    expect(list()).toBeNull();
    // An answer that comes after Escape does not bring the list back.
    box.focus();
    answerFor('woods', { body: { response: { products: [keyword('Woods')] } } }, true);
    await type('woods');
    box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    pending.get('woods')!();
    await settle();
    expect(list()).toBeNull();
  });

  it("asks nothing once the box is live, and gives way to the live box's own list", async () => {
    answerFor('wood', { body: { response: { products: [keyword('Wooden Tiles')] } } });
    await type('wood');
    expect(list()).not.toBeNull();
    slot.setAttribute('data-slot-state', 'ready');
    await settle();
    // Live, but its own list not shown yet: this one stays, so the shopper is not left without one.
    expect(list()).not.toBeNull();
    await type('woods');
    expect(asked.map((u) => u.searchParams.get('q'))).toEqual(['wood']);
    slot.querySelector('.srch-popup')!.removeAttribute('hidden');
    await settle();
    expect(list()).toBeNull();
  });
});
