import { parseAddToCartProps } from '@tiles/shared/src/contracts/addToCartProps';
import type { AddToCartProps } from '@tiles/shared/src/contracts/remotes';
import { slotInstanceKey } from '@tiles/shared/src/federation/slotInstances';
import type { Rendered } from './render';
import { suspenseBoundary } from './hydratable';

/**
 * The cart team's "Add to cart" inside a page's server render (each card of a listing, search results or the home
 * page, the product page's button). The page's owner leaves an empty slot for it that carries the button's props as
 * JSON (`data-slot-props`, written by `serverSlotRenderers`, escaped by React); the shell's server reads them, asks
 * the cart's server bundle once for all of the page's buttons and puts each into its slot, keyed for the browser's
 * slot (`data-ssr-key`). Without the cart's render the slots stay as they were (empty, the props removed).
 */
const PLACEHOLDER = /<div([^>]*) data-slot="mf_cart-AddToCart" data-slot-state="loading"([^>]*?) data-slot-props="([^"]*)"><\/div>/g;

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
/** An attribute's text as React escaped it (`&` is always escaped, so nothing else can look like an entity). */
const unescapeAttribute = (value: string) => value.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (e) => ENTITIES[e]);
export const escapeAttribute = (value: string) =>
  value.replace(/[&"'<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' })[c]!);

function propsOf(attribute: string): AddToCartProps | null {
  try {
    return parseAddToCartProps(JSON.parse(unescapeAttribute(attribute)));
  } catch {
    return null;
  }
}

/** The props of each "Add to cart" slot in `html`, in page order (null: a slot whose props do not parse). */
export function addToCartSlotsIn(html: string): (AddToCartProps | null)[] {
  return [...html.matchAll(PLACEHOLDER)].map((m) => propsOf(m[3]));
}

/** `html` with each slot filled with its HTML from `parts` (in page order); a slot without one is left empty. */
export function fillAddToCartSlots(html: string, parts: readonly (string | undefined)[]): string {
  let i = 0;
  return html.replace(PLACEHOLDER, (_, before: string, after: string, attribute: string) => {
    const part = parts[i++];
    const props = part === undefined ? null : propsOf(attribute);
    if (!props || part === undefined) return `<div${before} data-slot="mf_cart-AddToCart" data-slot-state="loading"${after}></div>`;
    const key = escapeAttribute(slotInstanceKey('mf_cart/AddToCart', props)!);
    return `<div${before} data-slot="mf_cart-AddToCart" data-slot-state="server" data-ssr="mf_cart/AddToCart" data-ssr-key="${key}"${after}>${suspenseBoundary(part)}</div>`;
  });
}

/**
 * The page's render with the cart's buttons in it. `renderButtons` is the cart's server render for the given
 * props (null: no render, over budget or failed); its CSS joins the page's.
 */
export async function withAddToCart(
  page: Rendered,
  renderButtons: (instances: AddToCartProps[]) => Promise<Rendered | null>,
): Promise<Rendered> {
  const slots = addToCartSlotsIn(page.html);
  if (!slots.length) return page;
  const wanted = slots.filter((p): p is AddToCartProps => p !== null);
  const cart = wanted.length ? await renderButtons(wanted) : null;
  const parts = cart?.parts?.length === wanted.length ? cart.parts : [];
  let next = 0;
  const html = fillAddToCartSlots(
    page.html,
    slots.map((p) => (p ? parts[next++] : undefined)),
  );
  return { ...page, html, css: [page.css, parts.length ? cart?.css : undefined].filter(Boolean).join('\n') };
}
