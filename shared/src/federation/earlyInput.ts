// What the shopper did in a slot before its module was live is handed to the module: typed text (as input events),
// focus, popovers opened natively, boxes ticked and choices picked, a click. React 19 does neither: hydration keeps a
// field's text but tells no handler, and a click before `hydrateRoot`, or on a part whose code is not here, reaches none.
// Until then a control that needs its code shows that its answer is coming (TAP_PENDING), never nothing.

/** Put by the page's inline loader (shell/server/startApp.ts) on a server-view button clicked before any code ran. */
export const EARLY_CLICK_MARK = 'data-early-click';
/**
 * On a control tapped or changed before its module is live (by the loader, or here once the app runs), with
 * `aria-busy="true"`: the page's style shows it working (shell/public/critical.css). Its value is the control's own
 * `aria-busy` before, put back when the module takes the tap over.
 */
export const TAP_PENDING = 'data-tap-pending';
/** Controls whose state the browser changes by itself (React hydrates them as they are and tells no handler). */
const CHOICES = 'input[type=checkbox], input[type=radio], select';

/** Shows `control` working until its module takes it over; marked once (the first mark keeps its own `aria-busy`). */
export function markPending(control: Element): void {
  if (control.hasAttribute(TAP_PENDING)) return;
  control.setAttribute(TAP_PENDING, control.getAttribute('aria-busy') ?? '');
  control.setAttribute('aria-busy', 'true');
}
function unmarkPending(control: Element): void {
  const own = control.getAttribute(TAP_PENDING);
  if (own === null) return;
  control.removeAttribute(TAP_PENDING);
  if (own) control.setAttribute('aria-busy', own);
  else control.removeAttribute('aria-busy');
}

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
  if (button && waiting(button)) {
    pending.set(button, event);
    markPending(button);
  }
};
/** A box ticked or a choice picked where no module listens yet: it shows it is coming; the slot's hydration hands it over. */
const onChange = (event: Event) => {
  const control = event.target instanceof Element ? event.target : null;
  if (control?.matches(CHOICES) && waiting(control)) markPending(control);
};

export function watchEarlyClicks(container: HTMLElement): void {
  pending.clear();
  for (const button of container.querySelectorAll<HTMLButtonElement>(`button[${EARLY_CLICK_MARK}]`)) {
    button.removeAttribute(EARLY_CLICK_MARK);
    takeEarlyClick(button);
  }
  container.addEventListener('click', onClick, true);
  container.addEventListener('change', onChange, true);
}

/** Clicked before any code ran: clicked again once its slot is live (a posting form's button already posted itself). */
function takeEarlyClick(button: HTMLButtonElement): void {
  if (postsItself(button)) return;
  if (slotOf(button)?.matches('[data-slot-state="ready"]')) {
    unmarkPending(button);
    button.click();
  } else {
    pending.set(button, null);
    markPending(button);
  }
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
    if (slotOf(control) === slot) {
      rechoose(control);
      unmarkPending(control); // after the change, which the watcher sees again
    }
  for (const popover of slot.querySelectorAll('[popover]'))
    // `:popover-open` where the browser knows it (jsdom has no popovers).
    if (slotOf(popover) === slot && 'showPopover' in popover && popover.matches(':popover-open'))
      popover.dispatchEvent(Object.assign(new Event('toggle'), { oldState: 'closed', newState: 'open' }));
  for (const [button, click] of pending)
    if (slotOf(button) === slot) {
      if (!click || click.eventPhase === Event.NONE) button.click();
      pending.delete(button); // after the click, which the watcher (and the loader) see again
      button.removeAttribute(EARLY_CLICK_MARK);
      unmarkPending(button);
    }
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
