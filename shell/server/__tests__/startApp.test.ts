import { EARLY_CLICK_MARK, EARLY_CLICKS_WATCHED } from '@tiles/shared/src/federation/earlyInput';
import { START_APP_AFTER_FIRST_CONTENT, TAP_COMING, TAP_STATUS } from '../startApp';

/** The server's view of a listing card (the catalogue's own controls and the cart's), and the page's status line. */
const SERVER_VIEW = `<main id="main"><div data-slot="mf_catalog-CatalogRoute" data-ssr="mf_catalog/CatalogRoute" data-slot-state="server">
<button type="button" id="filters">Filters</button><input type="checkbox" id="wood" aria-label="Wood">
<label for="sort">Sort by</label><select id="sort"><option>A</option><option>B</option></select>
<div data-slot="mf_cart-AddToCart" data-ssr="mf_cart/AddToCart" data-ssr-key="TL-1001" data-slot-state="server"><button type="button" id="add">Add
  to cart</button>
<form method="post" action="/add"><button id="post">Add (posted)</button></form></div></div></main>
<div id="${TAP_STATUS}" role="status" aria-live="polite" data-words="{what}: loading"></div>`;

/** The page's inline loader, as the server writes it (its scripts never start here: no scripts, a far timer). */
function runLoader() {
  document.body.innerHTML = SERVER_VIEW;
  // The loader is page text: run it as the page does.
  new Function(`(${START_APP_AFTER_FIRST_CONTENT})([], [], 1e9, [])`)();
}
const click = (id: string) => document.getElementById(id)!.click();
const byId = (id: string) => document.getElementById(id)!;
/** The outlines the loader draws, and what the status line says. */
const outlines = () => [...document.querySelectorAll<HTMLElement>(`.${TAP_COMING}`)];
const said = () => byId(TAP_STATUS).textContent;
function pick(id: string, index: number) {
  const select = byId(id) as HTMLSelectElement;
  select.selectedIndex = index;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

// Each test's loader listens on the window: its listeners go with the test, so the next test's page has one loader.
const listening: Parameters<typeof window.addEventListener>[] = [];
beforeEach(() => {
  jest.useFakeTimers();
  const add = window.addEventListener.bind(window);
  jest.spyOn(window, 'addEventListener').mockImplementation((...args: Parameters<typeof window.addEventListener>) => {
    listening.push(args);
    add(...args);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  listening.splice(0).forEach((args) => window.removeEventListener(...args));
  delete (window as unknown as Record<string, unknown>)[EARLY_CLICKS_WATCHED];
  jest.useRealTimers();
});

it('a click on a button of the server’s view before any code ran is marked for the app', () => {
  runLoader();
  click('add');
  expect(byId('add').hasAttribute(EARLY_CLICK_MARK)).toBe(true);
});

it('marks every button clicked, each once: the app takes each as its click', () => {
  runLoader();
  click('filters');
  click('add');
  click('add');
  expect(document.querySelectorAll(`[${EARLY_CLICK_MARK}]`)).toHaveLength(2);
});

it('once the app records clicks itself, marks nothing: React is to find the server’s HTML as it was drawn', () => {
  runLoader();
  (window as unknown as Record<string, unknown>)[EARLY_CLICKS_WATCHED] = true;
  click('add');
  expect(byId('add').getAttributeNames()).toEqual(['type', 'id']);
  expect(outlines()).toHaveLength(1);
});

describe('a control tapped before its slot is live shows that its answer is coming', () => {
  it('drawn over it by an element outside the server’s view, and said in the page’s status line, with its name', () => {
    runLoader();
    jest.spyOn(byId('add'), 'getBoundingClientRect').mockReturnValue({ left: 10, top: 20, width: 90, height: 40 } as DOMRect);
    click('add');
    const [outline] = outlines();
    expect(outline.parentElement).toBe(document.body);
    expect(byId('main').contains(outline)).toBe(false);
    expect([outline.style.left, outline.style.top, outline.style.width, outline.style.height]).toEqual(['10px', '20px', '90px', '40px']);
    expect(said()).toBe('Add to cart: loading');
    // Nothing of the server's view is changed but the early click's mark, which the app takes before React hydrates.
    expect(byId('add').getAttributeNames()).toEqual(['type', 'id', EARLY_CLICK_MARK]);
  });

  it('says a control’s name as written, whatever characters it holds (a product name is the store’s text)', () => {
    runLoader();
    byId('add').setAttribute('aria-label', "Save Ivory $& $' $1 tile");
    click('add');
    expect(said()).toBe("Save Ivory $& $' $1 tile: loading");
  });

  it('boxes and lists too (a list by its label), each once; it follows the control as the page moves', () => {
    runLoader();
    click('wood');
    pick('sort', 1);
    pick('sort', 0);
    expect(outlines()).toHaveLength(2);
    expect(said()).toBe('Sort by: loading');
    expect(byId('wood').getAttributeNames()).toEqual(['type', 'id', 'aria-label']);
    jest.spyOn(byId('sort'), 'getBoundingClientRect').mockReturnValue({ left: 5, top: 300, width: 120, height: 44 } as DOMRect);
    jest.advanceTimersToNextFrame();
    expect(outlines()[1].style.top).toBe('300px');
  });

  it('goes once the slot is live, or its server HTML is replaced; the status line is emptied when none is left', () => {
    runLoader();
    click('filters');
    click('add');
    jest.advanceTimersToNextFrame();
    expect(outlines()).toHaveLength(2);
    byId('add').closest('[data-slot]')!.setAttribute('data-slot-state', 'ready');
    jest.advanceTimersToNextFrame();
    expect(outlines()).toHaveLength(1);
    expect(said()).not.toBe('');
    byId('filters').remove();
    jest.advanceTimersToNextFrame();
    expect(outlines()).toHaveLength(0);
    expect(said()).toBe('');
  });

  it('not for a posting form’s button (the browser posts it), nor in a live slot (its module answers)', () => {
    runLoader();
    byId('post').addEventListener('click', (e) => e.preventDefault());
    click('post');
    expect(byId('post').hasAttribute(EARLY_CLICK_MARK)).toBe(false);
    byId('add').closest('[data-slot]')!.setAttribute('data-slot-state', 'ready');
    click('add');
    expect(byId('add').hasAttribute(EARLY_CLICK_MARK)).toBe(false);
    expect(outlines()).toHaveLength(0);
    expect(said()).toBe('');
  });

  it('still in a slot whose code is late (its Retry shown): the tap is taken once it heals', () => {
    runLoader();
    click('filters');
    byId('filters').closest('[data-slot]')!.setAttribute('data-slot-state', 'fallback');
    jest.advanceTimersToNextFrame();
    click('wood');
    expect(outlines()).toHaveLength(2);
  });
});

describe('when the app starts at the first interaction', () => {
  const MENU = `<header><button type="button" id="menu" popovertarget="drawer">Menu</button><nav id="drawer" popover>…</nav></header>`;
  /** The loader with one script to start: whether it started is whether that script was added. */
  function runLoaderWithScript() {
    document.head.innerHTML = '';
    document.body.innerHTML = MENU + SERVER_VIEW;
    // The loader is page text: run it as the page does.
    new Function(`(${START_APP_AFTER_FIRST_CONTENT})([], ['/main.js'], 1e9, [])`)();
  }
  const started = () => document.head.querySelector('script[src="/main.js"]') !== null;
  const press = (id: string) => document.getElementById(id)!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  // jsdom has no Paint Timing, so the loader would start at once: a stand-in that never reports the first paint.
  beforeEach(() => {
    Object.assign(window, {
      PerformanceObserver: Object.assign(
        class {
          observe() {}
          disconnect() {}
        },
        { supportedEntryTypes: ['paint'] },
      ),
    });
  });
  afterEach(() => delete (window as { PerformanceObserver?: unknown }).PerformanceObserver);

  it('a tap on the phone menu lets the browser open and paint it first: the scripts start after that frame', () => {
    runLoaderWithScript();
    expect(started()).toBe(false);
    press('menu');
    expect(started()).toBe(false);
    document.getElementById('drawer')!.dispatchEvent(new Event('toggle'));
    expect(started()).toBe(false);
    jest.advanceTimersToNextFrame();
    expect(started()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(started()).toBe(true);
  });

  it('a tap anywhere else starts them at once', () => {
    runLoaderWithScript();
    expect(started()).toBe(false);
    press('add');
    expect(started()).toBe(true);
  });
});

describe('a popover button in a slot not live yet', () => {
  const HEADER = (state: string) =>
    `<div data-slot="mf_header-Header" data-slot-state="${state}"><button type="button" id="menu" popovertarget="drawer"><span id="label">Menu</span></button>` +
    `<button type="button" id="other">Call me</button><nav id="drawer" popover>…</nav></div>`;
  const TAP = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown'];
  /** The events that reached the page's root (where React listens) on a tap of `id`. */
  function reachingRoot(state: string, id: string): string[] {
    document.body.innerHTML = `<div id="root">${HEADER(state)}</div>`;
    new Function(`(${START_APP_AFTER_FIRST_CONTENT})([], [], 1e9, [])`)();
    const seen: string[] = [];
    TAP.forEach((t) => document.getElementById('root')!.addEventListener(t, () => seen.push(t), true));
    TAP.forEach((t) => document.getElementById(id)!.dispatchEvent(new Event(t, { bubbles: true })));
    return seen;
  }

  it('keeps the tap from React, which would hydrate the page at once to find no handler', () => {
    expect(reachingRoot('server', 'label')).toEqual([]);
  });

  it('lets every other tap, and any tap once the slot is live, reach React', () => {
    expect(reachingRoot('server', 'other')).toEqual(TAP);
    expect(reachingRoot('ready', 'menu')).toEqual(TAP);
  });
});

describe('starting the app on a slow phone', () => {
  it('puts its script and hints in ~10 ms at a time, the script first: a tap gets between them', () => {
    document.head.innerHTML = '';
    document.body.innerHTML = SERVER_VIEW;
    // Each element put in costs a slow phone 6 ms here; without MessageChannel the loader takes the next task by a timer.
    let now = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => (now += 6));
    const { MessageChannel } = window as { MessageChannel?: unknown };
    delete (window as { MessageChannel?: unknown }).MessageChannel;
    try {
      const hints = [1, 2, 3, 4].map((n) => ({ as: 'script', href: `/${n}.js` }));
      new Function(`(${START_APP_AFTER_FIRST_CONTENT})(${JSON.stringify(hints)}, ['/main.js'], 1e9, [])`)();
      const inserted = () => [...document.head.children].map((el) => el.getAttribute('src') ?? el.getAttribute('href'));
      // Not all in the task that started it; the script first, the rest in the tasks after, in order.
      expect(inserted()).toEqual(['/main.js', '/1.js']);
      jest.runAllTimers();
      expect(inserted()).toEqual(['/main.js', '/1.js', '/2.js', '/3.js', '/4.js']);
    } finally {
      Object.assign(window, { MessageChannel });
      jest.restoreAllMocks();
    }
  });
});

describe('a form its module sends, submitted before the module is live', () => {
  const VIEW = (state: string) =>
    `<div data-slot="mf_cart-CartPage" data-ssr="mf_cart/CartPage" data-slot-state="${state}"><form id="coupon"><input name="code"><button id="apply">Apply</button></form>` +
    `<form id="search" action="/catalogsearch/result/"><input name="q"></form></div>`;
  /** Whether the browser would send `id` (a submit event nobody cancelled). */
  function sent(state: string, id: string): boolean {
    document.body.innerHTML = VIEW(state);
    new Function(`(${START_APP_AFTER_FIRST_CONTENT})([], [], 1e9, [])`)();
    return document.getElementById(id)!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  }

  it('is not sent by the browser (a reload that would lose what was typed); its button is clicked again once live', () => {
    expect(sent('server', 'coupon')).toBe(false);
    click('apply');
    expect(byId('apply').hasAttribute(EARLY_CLICK_MARK)).toBe(true);
    expect(outlines()).toHaveLength(1);
  });

  it('a form with an action of its own, or in a live slot, is the browser’s to send', () => {
    expect(sent('server', 'search')).toBe(true);
    expect(sent('ready', 'coupon')).toBe(true);
  });
});
