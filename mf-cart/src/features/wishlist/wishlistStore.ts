import { runOperation, unreadableAnswer, type GraphQLResult } from '@tiles/shared';
import type { MfCartWishlistFieldsFragment } from '../../gql/graphql';
import { readToken } from '../cart-identity/tokenStore';
import { ADD_TO_WISHLIST, REMOVE_FROM_WISHLIST, WISHLIST } from './wishlist.gql';

/** A saved tile: its wishlist item id (to remove it) and its name (to tell the shopper). */
export interface SavedTile {
  id: string;
  name: string;
}

/** The signed-in customer's wishlist as every save button on the page reads it, by sku. */
export interface WishlistState {
  status: 'unknown' | 'guest' | 'ready';
  wishlistId: string;
  items: ReadonlyMap<string, SavedTile>;
}

/** Before anything is known (and on the server): every heart unpressed, so the first client render matches. */
export const UNKNOWN: WishlistState = { status: 'unknown', wishlistId: '0', items: new Map() };
const GUEST: WishlistState = { status: 'guest', wishlistId: '0', items: new Map() };

let state: WishlistState = UNKNOWN;
/** The token the state (or the load under way) belongs to: a sign-in or sign-out makes it stale. */
let loadedFor: string | null = null;
let loading: Promise<WishlistState> | null = null;
const listeners = new Set<() => void>();

function publish(next: WishlistState) {
  state = next;
  listeners.forEach((l) => l());
}

function toState(list: MfCartWishlistFieldsFragment | null | undefined): WishlistState {
  const items = new Map<string, SavedTile>();
  for (const item of list?.items_v2?.items ?? []) {
    const sku = item?.product?.sku;
    if (item && sku) items.set(sku, { id: item.id, name: item.product?.name ?? sku });
  }
  return { status: 'ready', wishlistId: list?.id ?? '0', items };
}

export const wishlistSnapshot = (): WishlistState => state;
export const unknownSnapshot = (): WishlistState => UNKNOWN;

export function subscribeWishlist(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One query per page and customer, however many buttons ask; a guest asks nothing. */
export function loadWishlist(): Promise<WishlistState> {
  const token = readToken();
  if (!token) {
    loadedFor = null;
    loading = null;
    if (state !== GUEST) publish(GUEST);
    return Promise.resolve(GUEST);
  }
  if (loadedFor === token && loading) return loading;
  loadedFor = token;
  loading = runOperation(WISHLIST, {}, { token }).then((res) => {
    if (loadedFor !== token) return state;
    if (res.error) {
      // Left unknown, not emptied: a failed read must not show saved tiles as unsaved; the next load asks again.
      loading = null;
      return state;
    }
    publish(toState(res.data.customer?.wishlists?.[0]));
    return state;
  });
  return loading;
}

/** Forgets the list (sign-in, sign-out): the next load reads the new customer's. */
export function forgetWishlist(): void {
  loadedFor = null;
  loading = null;
  publish(UNKNOWN);
}

type Change = GraphQLResult<WishlistState>;

/** `done`: whether the list as it now stands is what the shopper asked for, whatever the store refused on the way. */
async function change(
  done: (list: WishlistState) => boolean,
  run: (
    token: string,
    wishlistId: string,
  ) => Promise<GraphQLResult<{ wishlist: MfCartWishlistFieldsFragment; user_errors: ({ message: string } | null)[] } | null>>,
): Promise<Change> {
  const token = readToken();
  if (!token)
    return {
      error: { message: 'The current user cannot perform operations on wishlist', category: 'graphql-authorization', network: false },
    };
  const current = await loadWishlist();
  if (current.status === 'ready' && done(current)) return { data: current };
  const res = await run(token, current.wishlistId);
  if (res.error) return res;
  if (!res.data) return unreadableAnswer();
  loadedFor = token;
  loading = Promise.resolve(toState(res.data.wishlist));
  publish(await loading);
  const refused = res.data.user_errors.find((e) => e?.message);
  return refused && !done(state) ? { error: { message: refused.message, network: false } } : { data: state };
}

export const saveToWishlist = (sku: string): Promise<Change> =>
  change(
    (list) => list.items.has(sku),
    async (token, wishlistId) => {
      const res = await runOperation(ADD_TO_WISHLIST, { wishlistId, sku }, { token });
      return res.error ? res : { data: res.data.addProductsToWishlist ?? null };
    },
  );

/** Removing what is no longer there (another device removed it) reads as done: the list comes back current. */
export const removeFromWishlist = (sku: string): Promise<Change> =>
  change(
    (list) => !list.items.has(sku),
    async (token, wishlistId) => {
      const itemId = state.items.get(sku)?.id ?? '';
      const res = await runOperation(REMOVE_FROM_WISHLIST, { wishlistId, itemId }, { token });
      return res.error ? res : { data: res.data.removeProductsFromWishlist ?? null };
    },
  );
