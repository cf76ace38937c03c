import { replayIntoHydrated, watchEarlyClicks } from '../earlyInput';

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
