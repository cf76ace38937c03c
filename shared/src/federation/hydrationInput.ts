import { EARLY_CLICK_MARK, isOpenPopover } from './earlyInput';
import { takeEarlySubmit } from './earlySubmit';

/**
 * What the shopper does in the server's view before the slot under their finger is hydrated. Hydration keeps the
 * DOM, so the text they typed is still in its field, the focus where they put it and the phone menu open; what is
 * lost is what the module's code should have seen: the typing (its state still holds the server's text) and a
 * button's click (nothing handled it: before `hydrateRoot` no React listened, and afterwards React stops a click on a
 * part it has not hydrated yet when that part's code is not here). Once a slot is hydrated (its module's effects
 * have run) `replayIntoHydrated` gives both to it: the text as input events, the click made again, once.
 */

/** The innermost slot an element is in (a nested slot's fields and buttons are its own). */
const slotOf = (el: Element) => el.closest('[data-slot]');

const FIELDS = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]), textarea';
type Field = HTMLInputElement | HTMLTextAreaElement;

const pending = new Set<HTMLButtonElement>();
let reactListening = false;
let stopWatching: (() => void) | null = null;

/**
 * Starts recording the clicks on the server view's buttons in `container`, before React listens there (so these
 * listeners run before React's own on the same element); `reactAttached` is to be called once `hydrateRoot` has run.
 * A click React handled itself reaches the container's bubble phase after React attached and is dropped from the
 * record; one React stopped (its part not hydrated) never does, and stays for the replay.
 */
export function watchEarlyClicks(container: HTMLElement): { reactAttached(): void } {
  stopWatching?.();
  pending.clear();
  reactListening = false;
  // Clicked before any of the app's code ran: the page's loader marked the button. A form's fields go to its
  // module's action as soon as its code is here (earlySubmit.ts); any other click is made again once hydrated.
  container.querySelectorAll<HTMLButtonElement>(`button[${EARLY_CLICK_MARK}]`).forEach((b) => {
    b.removeAttribute(EARLY_CLICK_MARK);
    if (!takeEarlySubmit(b, clickWhenHydrated)) pending.add(b);
  });
  let current: { event: Event; button: HTMLButtonElement } | null = null;
  const onCapture = (e: Event) => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    // A button that acts by itself (the phone menu's popovertarget) has done its work: clicking it again would undo it.
    current = button && slotOf(button) && !button.hasAttribute('popovertarget') ? { event: e, button } : null;
    if (current) pending.add(current.button);
  };
  const onBubble = (e: Event) => {
    if (reactListening && current?.event === e) pending.delete(current.button);
  };
  container.addEventListener('click', onCapture, true);
  container.addEventListener('click', onBubble);
  stopWatching = () => {
    container.removeEventListener('click', onCapture, true);
    container.removeEventListener('click', onBubble);
  };
  return {
    reactAttached: () => {
      reactListening = true;
    },
  };
}

/** Makes the click on `button` once its slot is hydrated (at once when it already is). */
function clickWhenHydrated(button: HTMLButtonElement): void {
  if (slotOf(button)?.getAttribute('data-slot-state') === 'ready') button.click();
  else pending.add(button);
}

/** The prototype's setter: React tracks the element's own `value` property, which is how it tells a change. */
function setUntracked(field: Field, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

/**
 * Hands what the shopper did in `slot` while it was the server's HTML to its module, just hydrated there: the focus
 * (as the event React listens to), the text typed into its fields (as input events), the popovers they opened (the phone menu: open on screen, so the module's state hears it opened) and the
 * click, once.
 */
export function replayIntoHydrated(slot: HTMLElement): void {
  const own = <T extends Element>(els: Iterable<T>) => [...els].filter((el) => slotOf(el) === slot);
  const fields = own(slot.querySelectorAll<Field>(FIELDS));
  const focused = fields.find((f) => f === document.activeElement);
  if (focused) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  for (const field of fields) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // React's record of the field says "as the server drew it" (its tracker), so the typed text reads as a change.
    field.value = field.defaultValue;
    setUntracked(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const popover of own(slot.querySelectorAll<HTMLElement>('[popover]')))
    if (isOpenPopover(popover)) popover.dispatchEvent(Object.assign(new Event('toggle'), { oldState: 'closed', newState: 'open' }));
  for (const button of own(pending)) {
    pending.delete(button);
    if (button.isConnected) button.click();
  }
}
