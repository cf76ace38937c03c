/**
 * What the shopper did in a slot before its module was live (server HTML or a stand-in on screen): the text typed
 * into its fields, the button clicked and the popovers opened (the phone menu opens natively, before any script).
 * Once the live module has rendered, the text is put back into the same fields (as input events, so the module's
 * state sees it), the popovers are opened again and the click is made again, once: typing early is kept, an open
 * menu stays open and an early "Add to cart" adds exactly once. The shell also carries it across its own first
 * render, which replaces the server's DOM (shell/src/bootstrap.tsx).
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

const FIELDS = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]), textarea';

export const NO_EARLY_INPUT: EarlyInput = { values: new Map(), focused: null, clicked: null, open: [] };

/** `:popover-open`, where the browser knows it (an older browser, or jsdom, has no popovers to keep). */
function isOpenPopover(el: Element): boolean {
  try {
    return el.matches(':popover-open');
  } catch {
    return false;
  }
}

export function readEarlyInput(slot: ParentNode, clicked: number | null): EarlyInput {
  const values = new Map<number, string>();
  let focused: number | null = null;
  slot.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS).forEach((field, i) => {
    if (field.value !== field.defaultValue) values.set(i, field.value);
    if (field === document.activeElement) focused = i;
  });
  const open = [...slot.querySelectorAll<HTMLElement>('[popover][id]')].filter(isOpenPopover).map((el) => el.id);
  return { values, focused, clicked, open };
}

/** Index of the button the event's target is in, among the slot's buttons (null: not a button). */
export function buttonIndex(slot: HTMLElement, target: EventTarget | null): number | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || !slot.contains(button)) return null;
  const i = [...slot.querySelectorAll('button')].indexOf(button);
  return i < 0 ? null : i;
}

export function replayEarlyInput(slot: ParentNode, early: EarlyInput): void {
  const fields = slot.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS);
  early.values.forEach((value, i) => {
    const field = fields[i];
    if (!field || field.value) return;
    // The prototype's setter, not `field.value =`: React tracks the property and would not see the change.
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  for (const id of early.open) {
    const popover = [...slot.querySelectorAll<HTMLElement>('[popover][id]')].find((el) => el.id === id);
    if (popover && !isOpenPopover(popover)) popover.showPopover();
  }
  if (early.focused !== null) fields[early.focused]?.focus();
  if (early.clicked !== null) slot.querySelectorAll('button')[early.clicked]?.click();
}
