/**
 * What the shopper did in a slot before its module was live (server HTML or a stand-in on screen): the text typed
 * into its fields, the button clicked and the popovers opened (the phone menu opens natively, before any script).
 * Once the live module has rendered, the text is put back into the same fields (as input events, so the module's
 * state sees it), the popovers are opened again and the click is made again, once: typing early is kept, an open
 * menu stays open and an early "Add to cart" adds exactly once. This is for slots the browser renders (a stand-in
 * replaced by the live module); a slot the server rendered is hydrated in place and keeps its DOM
 * (hydrationInput.ts hands what was done there to its module).
 */
export interface EarlyInput {
  /** Field index among the slot's text fields → value typed. */
  values: Map<number, string>;
  focused: number | null;
  /** Index of the clicked button among the slot's buttons. */
  clicked: number | null;
  /** Ids of the slot's open popovers. */
  open: string[];
}

/**
 * The attribute the page's inline loader (shell/server/startApp.ts) puts on a button of the server's view clicked
 * before any of the app's code ran: recording starts with that click, as it starts with text already typed.
 */
export const EARLY_CLICK_MARK = 'data-early-click';

const FIELDS = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]), textarea';

type Field = HTMLInputElement | HTMLTextAreaElement;

/** `:popover-open`, where the browser knows it (an older browser, or jsdom, has no popovers to keep). */
export function isOpenPopover(el: Element): boolean {
  try {
    return el.matches(':popover-open');
  } catch {
    return false;
  }
}

const fieldsOf = (slot: ParentNode) => [...slot.querySelectorAll<Field>(FIELDS)];

/** Index of the button the event's target is in, among the slot's buttons (null: not a button). */
export function buttonIndex(slot: HTMLElement, target: EventTarget | null): number | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || !slot.contains(button)) return null;
  // A button that acts by itself (the phone menu's popovertarget) has done its work: clicking it again would undo it.
  if (button.hasAttribute('popovertarget')) return null;
  const i = [...slot.querySelectorAll('button')].indexOf(button);
  return i < 0 ? null : i;
}

export interface EarlyInputRecorder {
  /** What has been typed, focused, clicked and opened in the element so far. */
  read(): EarlyInput;
  /** Stops listening (what was recorded stays readable). */
  stop(): void;
}

/**
 * Records, as it happens, what the shopper does in `slot` while it shows HTML that is about to be replaced. The
 * record, not the DOM, is what gets replayed: by the time the live DOM is in, the old fields are gone, and reading
 * them any earlier (while React renders the replacement, which may take several frames on a phone) would miss the
 * keys typed meanwhile. What is already in the DOM when recording starts counts too.
 */
export function recordEarlyInput(slot: HTMLElement, { clicks = true }: { clicks?: boolean } = {}): EarlyInputRecorder {
  const values = new Map<number, string>();
  let focused: number | null = null;
  let clicked: number | null = null;
  const open = new Set<string>();
  fieldsOf(slot).forEach((field, i) => {
    if (field.value !== field.defaultValue) values.set(i, field.value);
    if (field === document.activeElement) focused = i;
  });
  slot.querySelectorAll<HTMLElement>('[popover][id]').forEach((el) => isOpenPopover(el) && open.add(el.id));
  const marked = slot.querySelector(`button[${EARLY_CLICK_MARK}]`);
  if (marked && clicks) {
    clicked = buttonIndex(slot, marked);
    // Read once: a copy of this HTML made later (a slot's) must not click it again.
    marked.removeAttribute(EARLY_CLICK_MARK);
  }

  const indexOf = (target: EventTarget | null) => (target instanceof Element ? fieldsOf(slot).indexOf(target as Field) : -1);
  const onInput = (e: Event) => {
    const i = indexOf(e.target);
    if (i >= 0) values.set(i, (e.target as Field).value);
  };
  const onFocusIn = (e: Event) => {
    const i = indexOf(e.target);
    focused = i >= 0 ? i : null;
  };
  // The browser also reports the focus leaving when React removes the focused field: that focus is to be carried
  // over, so only a field still on the page once the event is over (the shopper went elsewhere) drops it.
  const onFocusOut = (e: FocusEvent) => {
    const { target, relatedTarget } = e;
    if (relatedTarget instanceof Node && slot.contains(relatedTarget)) return;
    queueMicrotask(() => {
      if (target instanceof Node && target.isConnected && document.activeElement !== target) focused = null;
    });
  };
  const onClick = (e: Event) => {
    const i = buttonIndex(slot, e.target);
    if (i !== null) clicked = i;
  };
  const onToggle = (e: Event) => {
    const el = e.target as HTMLElement;
    if (!el.id || !el.hasAttribute('popover')) return;
    if ((e as Event & { newState?: string }).newState === 'open') open.add(el.id);
    else open.delete(el.id);
  };
  // Capture: the events reach the record even where the server's HTML or the page stops them.
  const listeners: [string, (e: never) => void][] = [
    ['input', onInput],
    ['focusin', onFocusIn],
    ['focusout', onFocusOut],
    ['toggle', onToggle],
    ...(clicks ? [['click', onClick] as [string, (e: never) => void]] : []),
  ];
  listeners.forEach(([type, fn]) => slot.addEventListener(type, fn as EventListener, true));
  return {
    read: () => ({ values: new Map(values), focused, clicked, open: [...open] }),
    stop: () => listeners.forEach(([type, fn]) => slot.removeEventListener(type, fn as EventListener, true)),
  };
}

/**
 * The text, the open popovers and the focus, put back at once (in the task that put the live DOM in): a key typed
 * next goes into the live field. A module that feeds its typing to a stream subscribes before that (in a layout
 * effect), so the replayed input event reaches it.
 */
export function replayEarlyInput(slot: ParentNode, early: EarlyInput): void {
  const fields = fieldsOf(slot);
  // Focus first: a module reacting to focus with the field's empty state (the search box asks for trending searches)
  // must not answer after the typed text, or its answer would replace the text's.
  if (early.focused !== null) fields[early.focused]?.focus();
  early.values.forEach((value, i) => {
    const field = fields[i];
    if (!field || field.value === value) return;
    // The prototype's setter, not `field.value =`: React tracks the property and would not see the change.
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  for (const id of early.open) {
    const popover = [...slot.querySelectorAll<HTMLElement>('[popover][id]')].find((el) => el.id === id);
    if (popover && !isOpenPopover(popover)) popover.showPopover();
  }
}

/** The early click, made again on the live module's button (once its effects have run: its handlers are wired). */
export function replayEarlyClick(slot: ParentNode, early: EarlyInput): void {
  if (early.clicked !== null) slot.querySelectorAll('button')[early.clicked]?.click();
}
