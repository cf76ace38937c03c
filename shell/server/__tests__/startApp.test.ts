import { EARLY_CLICK_MARK, TAP_PENDING } from '@tiles/shared/src/federation/earlyInput';
import { START_APP_AFTER_FIRST_CONTENT } from '../startApp';

/** The server's view of a listing card: the catalogue's own button and the cart's. */
const SERVER_VIEW = `<main id="main"><div data-slot="mf_catalog-CatalogRoute" data-ssr="mf_catalog/CatalogRoute" data-slot-state="server">
<button type="button" id="filters">Filters</button><input type="checkbox" id="wood"><select id="sort"><option>A</option><option>B</option></select>
<div data-slot="mf_cart-AddToCart" data-ssr="mf_cart/AddToCart" data-ssr-key="TL-1001" data-slot-state="server"><button type="button" id="add">Add to cart</button>
<form method="post" action="/add"><button id="post">Add (posted)</button></form></div></div></main>`;

/** The page's inline loader, as the server writes it (its scripts never start here: no scripts, a far timer). */
function runLoader() {
  document.body.innerHTML = SERVER_VIEW;
  // The loader is page text: run it as the page does.
  new Function(`(${START_APP_AFTER_FIRST_CONTENT})([], [], 1e9, [])`)();
}
const click = (id: string) => document.getElementById(id)!.click();

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('a click on a button of the server’s view before any code ran is marked for the app, and shows it is coming', () => {
  runLoader();
  click('add');
  const add = document.getElementById('add')!;
  expect(add.hasAttribute(EARLY_CLICK_MARK)).toBe(true);
  expect(add.hasAttribute(TAP_PENDING)).toBe(true);
  expect(add.getAttribute('aria-busy')).toBe('true');
});

it('marks every button clicked, each once: the app takes each as its click', () => {
  runLoader();
  click('filters');
  click('add');
  click('add');
  expect(document.querySelectorAll(`[${EARLY_CLICK_MARK}]`)).toHaveLength(2);
});

it('a box ticked or a choice picked before any code ran shows it is coming; a posting form’s button posts by itself', () => {
  runLoader();
  click('wood');
  const sort = document.getElementById('sort') as HTMLSelectElement;
  sort.selectedIndex = 1;
  sort.dispatchEvent(new Event('change', { bubbles: true }));
  document.getElementById('post')!.addEventListener('click', (e) => e.preventDefault());
  click('post');
  expect(document.getElementById('wood')!.getAttribute('aria-busy')).toBe('true');
  expect(sort.getAttribute('aria-busy')).toBe('true');
  expect(document.getElementById('post')!.hasAttribute(TAP_PENDING)).toBe(false);
  expect(document.getElementById('post')!.hasAttribute(EARLY_CLICK_MARK)).toBe(false);
});

it('marks nothing in a slot that is live (its module answers the tap itself)', () => {
  runLoader();
  document.querySelector('[data-slot="mf_cart-AddToCart"]')!.setAttribute('data-slot-state', 'ready');
  click('add');
  expect(document.getElementById('add')!.hasAttribute(TAP_PENDING)).toBe(false);
  expect(document.getElementById('add')!.hasAttribute(EARLY_CLICK_MARK)).toBe(false);
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
    expect(document.getElementById('apply')!.hasAttribute(EARLY_CLICK_MARK)).toBe(true);
    expect(document.getElementById('apply')!.getAttribute('aria-busy')).toBe('true');
  });

  it('a form with an action of its own, or in a live slot, is the browser’s to send', () => {
    expect(sent('server', 'search')).toBe(true);
    expect(sent('ready', 'coupon')).toBe(true);
  });
});
