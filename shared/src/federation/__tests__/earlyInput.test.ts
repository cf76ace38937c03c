import { EARLY_CLICK_MARK, EARLY_CLICKS_WATCHED, replayIntoHydrated, watchEarlyClicks } from '../earlyInput';

/** A server-rendered slot whose module is not live yet, with its "Add to cart" counting the clicks it handles. */
function serverSlot() {
  document.body.innerHTML = `<div id="root"><div data-slot="mf_cart-AddToCart" data-ssr="mf_cart/AddToCart" data-slot-state="server">
    <button type="button">Add to cart</button></div></div>`;
  const root = document.getElementById('root')!;
  const slot = root.querySelector<HTMLElement>('[data-slot]')!;
  const button = slot.querySelector('button')!;
  const handled = { count: 0 };
  button.addEventListener('click', () => (handled.count += 1));
  watchEarlyClicks(root);
  return { root, slot, button, handled };
}

it('a click on server HTML before its slot is live is made again once, when the slot hydrates', () => {
  const { slot, button, handled } = serverSlot();
  button.click();
  expect(handled.count).toBe(1); // the HTML's own click, which no module saw
  expect(button.getAttributeNames()).toEqual(['type']); // recorded, not written on the HTML React will hydrate
  replayIntoHydrated(slot);
  expect(handled.count).toBe(2);
  replayIntoHydrated(slot);
  expect(handled.count).toBe(2);
});

it('a click React hydrates the slot for (its code here) is not made again: it reaches the module itself', () => {
  const { root, slot, button, handled } = serverSlot();
  // React's root listener, registered after the watcher: it hydrates the slot synchronously, then dispatches.
  root.addEventListener('click', () => replayIntoHydrated(slot), true);
  // A shopper's click (not `click()`, during which another `click()` on the button does nothing).
  button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(handled.count).toBe(1);
});

it('a button the loader marked before the app ran is clicked once its slot hydrates; the mark is gone before React sees it', () => {
  document.body.innerHTML = `<div id="root"><div data-slot="mf_catalog-CatalogRoute" data-ssr="mf_catalog/CatalogRoute" data-slot-state="server">
    <button type="button" ${EARLY_CLICK_MARK}>Filters</button></div></div>`;
  const root = document.getElementById('root')!;
  const button = root.querySelector('button')!;
  let handled = 0;
  button.addEventListener('click', () => (handled += 1));
  watchEarlyClicks(root);
  // The app takes the mark (and tells the loader it records clicks itself): the server's HTML is as it was drawn.
  expect(button.hasAttribute(EARLY_CLICK_MARK)).toBe(false);
  expect((window as unknown as Record<string, unknown>)[EARLY_CLICKS_WATCHED]).toBe(true);
  replayIntoHydrated(root.querySelector('[data-slot]')!);
  expect(handled).toBe(1);
});

describe('boxes and choices changed before the slot is live', () => {
  function listing() {
    document.body.innerHTML = `<div id="root"><div data-slot="mf_catalog-CatalogRoute" data-ssr="mf_catalog/CatalogRoute" data-slot-state="server">
      <input type="checkbox" id="wood"><input type="checkbox" id="matt" checked>
      <input type="radio" name="mode" id="room" checked><input type="radio" name="mode" id="area">
      <select id="sort"><option value="a" selected>A</option><option value="b">B</option></select>
      <select id="unit"><option value="ft" selected>ft</option></select></div></div>`;
    const root = document.getElementById('root')!;
    watchEarlyClicks(root);
    const heard: string[] = [];
    // What the module's handlers would hear: React listens for these at the root.
    root.addEventListener('change', (e) =>
      heard.push(`${(e.target as HTMLInputElement).id}:${String((e.target as HTMLInputElement).checked ?? '')}`),
    );
    const el = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
    return { slot: root.querySelector<HTMLElement>('[data-slot]')!, heard, el };
  }

  it('are left as the shopper set them, and the module hears each change once it is live; the rest stay as drawn', () => {
    const { slot, heard, el } = listing();
    el<HTMLInputElement>('wood').click();
    el<HTMLInputElement>('area').click();
    const sort = el<HTMLSelectElement>('sort');
    sort.value = 'b';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    // Nothing is written on the server's HTML before it is hydrated (React would call it a mismatch).
    expect(slot.querySelectorAll('[aria-busy], [data-early-click]')).toHaveLength(0);
    heard.length = 0;
    replayIntoHydrated(slot);
    expect(heard).toEqual(['wood:true', 'area:true', 'sort:']);
    expect(el<HTMLInputElement>('wood').checked).toBe(true);
    expect(el<HTMLInputElement>('area').checked).toBe(true);
    expect(sort.value).toBe('b');
  });

  it('tell the module nothing where nothing changed', () => {
    const { slot, heard } = listing();
    replayIntoHydrated(slot);
    expect(heard).toEqual([]);
  });
});
