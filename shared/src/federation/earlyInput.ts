/**
 * What the shopper did in a slot before its module was live (server HTML or a stand-in on screen): the text typed
 * into its fields and the button clicked. Once the live module has rendered, the text is put back into the same
 * fields (as input events, so the module's state sees it) and the click is made again, once: typing early is kept
 * and an early "Add to cart" adds exactly once.
 */
export interface EarlyInput {
  /** Field index among the slot's text fields → value typed. */
  values: Map<number, string>;
  focused: number | null;
  /** Index of the clicked button among the slot's buttons. */
  clicked: number | null;
}

const FIELDS = 'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=submit]), textarea';

export function readEarlyInput(slot: HTMLElement, clicked: number | null): EarlyInput {
  const values = new Map<number, string>();
  let focused: number | null = null;
  slot.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS).forEach((field, i) => {
    if (field.value !== field.defaultValue) values.set(i, field.value);
    if (field === document.activeElement) focused = i;
  });
  return { values, focused, clicked };
}

/** Index of the button the event's target is in, among the slot's buttons (null: not a button). */
export function buttonIndex(slot: HTMLElement, target: EventTarget | null): number | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || !slot.contains(button)) return null;
  const i = [...slot.querySelectorAll('button')].indexOf(button);
  return i < 0 ? null : i;
}

export function replayEarlyInput(slot: HTMLElement, early: EarlyInput): void {
  const fields = slot.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(FIELDS);
  early.values.forEach((value, i) => {
    const field = fields[i];
    if (!field || field.value) return;
    // The prototype's setter, not `field.value =`: React tracks the property and would not see the change.
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
  if (early.focused !== null) fields[early.focused]?.focus();
  if (early.clicked !== null) slot.querySelectorAll('button')[early.clicked]?.click();
}
