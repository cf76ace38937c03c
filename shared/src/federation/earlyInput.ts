// What the shopper did in a slot before its module was live is handed to the module: typed text (as input events),
// focus, popovers opened natively, boxes ticked and choices picked, a click. React 19 does neither: hydration keeps a
// field's text but tells no handler, and a click before `hydrateRoot`, or on a part whose code is not here, reaches none.
// Until then the page's loader shows that a tapped control's answer is coming, over it and outside React's tree
// (shell/server/startApp.ts): nothing here changes the server's HTML before React has hydrated it.

/** Put by the page's inline loader (shell/server/startApp.ts) on a server-view button clicked before any code ran. */
export const EARLY_CLICK_MARK = 'data-early-click';
/** Set on the window once the app records clicks itself: from then on the loader marks none (React would see the mark). */
export const EARLY_CLICKS_WATCHED = '__tilesEarlyClicksWatched';
/** Controls whose state the browser changes by itself (React hydrates them as they are and tells no handler). */
const CHOICES = 'input[type=checkbox], input[type=radio], select';

const FIELDS = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]), textarea';
type Field = HTMLInputElement | HTMLTextAreaElement;
const slotOf = (el: Element) => el.closest('[data-slot]');
/** The fields in `el` that belong to its own slot (a nested slot's belong to its module). */
const fieldsOf = (el: Element) => [...el.querySelectorAll<Field>(FIELDS)].filter((f) => slotOf(f) === slotOf(el));

/** A form the browser posts to the store by itself (it navigates): a click on its button already did what it asks. */
const postsItself = (button: HTMLButtonElement) => button.type === 'submit' && button.form?.method === 'post';
/** The button to click again; not a popover's or a posting form's, which acted by themselves (a second click would undo or repeat it). */
function replayable(target: EventTarget | null) {
  const button = target instanceof Element ? target.closest<HTMLButtonElement>('button:not([popovertarget])') : null;
  return button && !postsItself(button) ? button : null;
}

/** Types `value` in as a shopper would: React's tracker is set to the old text, so the input event reads as a change. */
function retype(field: Field, value: string) {
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Clicks on server HTML no module handled yet (React stops them), made again once their slot is hydrated. */
const pending = new Map<HTMLButtonElement, Event | null>();
const waiting = (el: Element) => slotOf(el)?.matches('[data-ssr]:not([data-slot-state="ready"])');
const onClick = (event: Event) => {
  const button = replayable(event.target);
  if (button && waiting(button)) pending.set(button, event);
};

export function watchEarlyClicks(container: HTMLElement): void {
  pending.clear();
  (window as unknown as Record<string, boolean>)[EARLY_CLICKS_WATCHED] = true;
  for (const button of container.querySelectorAll<HTMLButtonElement>(`button[${EARLY_CLICK_MARK}]`)) {
    button.removeAttribute(EARLY_CLICK_MARK);
    takeMarkedClick(button);
  }
  container.addEventListener('click', onClick, true);
}

/** Clicked before any code ran: clicked again once its slot is live (a posting form's button already posted itself). */
function takeMarkedClick(button: HTMLButtonElement): void {
  if (postsItself(button)) return;
  if (slotOf(button)?.matches('[data-slot-state="ready"]')) button.click();
  else pending.set(button, null);
}

/**
 * A box or a choice the shopper changed before the module was live, told to it: a box (or the radio picked) is set
 * back as drawn through its property (React's tracker then holds that) and clicked; a list's change is announced
 * (React hears every `change` of a select).
 */
function rechoose(control: HTMLInputElement | HTMLSelectElement) {
  if (control instanceof HTMLSelectElement) {
    const drawn = Math.max(
      [...control.options].findIndex((o) => o.defaultSelected),
      0,
    );
    if (control.selectedIndex !== drawn) control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (control.type === 'radio' ? control.checked && !control.defaultChecked : control.checked !== control.defaultChecked) {
    control.checked = !control.checked;
    control.click();
  }
}

/** Hands what the shopper did in `slot`'s server HTML to its module, just hydrated; not a click React hydrated it for. */
export function replayIntoHydrated(slot: HTMLElement): void {
  replayEarlyInput(slot, readEarlyInput(slot, null));
  for (const control of slot.querySelectorAll<HTMLInputElement | HTMLSelectElement>(CHOICES))
    if (slotOf(control) === slot) rechoose(control);
  for (const popover of slot.querySelectorAll('[popover]'))
    // `:popover-open` where the browser knows it (jsdom has no popovers).
    if (slotOf(popover) === slot && 'showPopover' in popover && popover.matches(':popover-open'))
      popover.dispatchEvent(Object.assign(new Event('toggle'), { oldState: 'closed', newState: 'open' }));
  for (const [button, click] of pending)
    if (slotOf(button) === slot) {
      if (!click || click.eventPhase === Event.NONE) button.click();
      pending.delete(button); // after the click, which the watcher sees again
    }
}

/**
 * `slot`'s pending early click, as its button's place among the slot's buttons: a copy of the server's HTML drawn in
 * its place (RemoteSlot's BrowserSlot) clicks the button in the same place once it is live. Read only (a render may
 * run twice); the entry, its button off the page, matches no slot again.
 */
export function earlyClickIn(slot: Element): number | undefined {
  const buttons = [...slot.querySelectorAll('button')];
  for (const [button] of pending) if (slotOf(button) === slot) return buttons.indexOf(button);
  return undefined;
}

/** What the shopper left in a slot's server HTML or a browser-rendered stand-in: typed text, focus, the clicked button. */
export function readEarlyInput(el: HTMLElement, clicked: EventTarget | null) {
  const fields = fieldsOf(el);
  const button = replayable(clicked);
  return {
    values: fields.map((f) => (f.value === f.defaultValue ? null : f.value)),
    focused: fields.indexOf(document.activeElement as Field),
    clicked: button && el.contains(button) ? [...el.querySelectorAll('button')].indexOf(button) : undefined,
  };
}

/** The focus first (a module answering focus with its empty state must not answer after the text), then the text. */
export function replayEarlyInput(slot: HTMLElement, early: ReturnType<typeof readEarlyInput>): void {
  const fields = fieldsOf(slot);
  const focused = fields[early.focused];
  if (focused === document.activeElement) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  else focused?.focus();
  early.values.forEach((value, i) => value !== null && fields[i] && retype(fields[i], value));
}
