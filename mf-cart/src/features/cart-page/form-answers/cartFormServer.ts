import { currentLanguage, failureText, PATHS, runOperation, type ActionAnswer, type ModuleAction } from '@tiles/shared';
import { classifyFailure } from '../../cart-identity/cartErrors';
import { cartIdOfCookies } from '../../cart-identity/cartCookie';
import { CART_QUERY } from '../../cart-identity/cartIdentity.gql';
import { cartItems, type CartData } from '../../cart-identity/types';
import { REMOVE_ITEM } from '../../mini-cart/miniCart.gql';
import { UPDATE_ITEMS } from '../cartPage.gql';
import { cartFormAt, DONE_PARAMS } from './formAt';
import type { CartNotice, CartPageData } from '../cartPageData';
import { readCartForm, type FormProblem } from './readCartForm';
import { cartFormMessages } from './i18n/messages';

type Words = Awaited<ReturnType<typeof cartFormMessages.load>>;
const PROBLEMS: Record<FormProblem, [number, 'formNotRead' | 'badQuantity']> = {
  size: [413, 'formNotRead'],
  fields: [400, 'formNotRead'],
  quantity: [422, 'badQuantity'],
};

/** The cart page again (at the path posted to, which is the cart page's too), the cart as it is and why nothing changed. */
const refused = (status: number, cart: CartData | null, notice: CartNotice): ActionAnswer => {
  const data: CartPageData = { cart, notice };
  return { status, data };
};

/**
 * The cookie's cart as the store has it now: what a refusal draws, and where the posted item must be. A cart the store
 * will not show this shopper (a customer's, one that was ordered or is gone) is none of theirs.
 */
async function cookieCart(cartId: string | null, t: Words): Promise<{ cart: CartData | null; status?: number; text?: string }> {
  if (!cartId) return { cart: null };
  const res = await runOperation(CART_QUERY, { cartId }, { personal: true });
  if (!res.error) return { cart: res.data.cart ?? null };
  const kind = classifyFailure(res.error);
  if (kind === 'network') return { cart: null, status: 503, text: failureText(res.error) };
  return { cart: null, status: kind === 'auth' ? 403 : 409, text: t('notInCart') };
}

/**
 * A cart row's quantity "Update" or "Remove" posted without scripts (or tapped before this code arrived), at Magento's
 * paths: checked at the boundary (readCartForm), the item looked up in the cart the shopper's cookie names (never a
 * cart the form names), then the store's own mutation. Done: 303 to the cart page with a marker its loader turns into
 * the message. Refused: the cart page again with the reason in the page language and the typed quantity kept, the
 * cart untouched (4xx; 503 when the store cannot be reached).
 */
export const answerCartForm: ModuleAction = async ({ url, fields, cookies }) => {
  const kind = cartFormAt(url.pathname);
  if (!kind) return null;
  const t = await cartFormMessages.load(currentLanguage().code);
  const asked = readCartForm(kind, fields);
  const cartId = cartIdOfCookies(cookies);
  const current = await cookieCart(cartId, t);
  // The row a refusal is about, and the quantity to show in it again (as typed when unreadable, else as read).
  const row = { uid: asked.uid, typed: asked.problem ? asked.typed : asked.quantity?.toString() };
  if (asked.problem) {
    const [status, word] = PROBLEMS[asked.problem];
    return refused(status, current.cart, { kind: 'error', text: t(word), ...row });
  }
  if (current.text) return refused(current.status ?? 409, null, { kind: 'error', text: current.text });
  const item = cartItems(current.cart).find((i) => i.uid === asked.uid);
  if (!cartId || !item) return refused(409, current.cart, { kind: 'error', text: t('notInCart') });
  const res =
    asked.quantity === null
      ? await runOperation(REMOVE_ITEM, { cartId, uid: item.uid })
      : await runOperation(UPDATE_ITEMS, { cartId, items: [{ cart_item_uid: item.uid, quantity: asked.quantity }] });
  if (res.error) return refused(res.error.network ? 503 : 422, current.cart, { kind: 'error', text: failureText(res.error), ...row });
  const done = asked.quantity === null ? `${DONE_PARAMS.removed}=1` : `${DONE_PARAMS.updated}=${encodeURIComponent(item.uid)}`;
  return { redirect: `${PATHS.cart}?${done}` };
};
