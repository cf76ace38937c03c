import type { MfCartFieldsFragment } from '../../gql/graphql';

/** The cart as every cart view reads it: generated from MfCartFields (cartIdentity.gql.ts, codegen.mjs). */
export type CartData = MfCartFieldsFragment;
export type CartItem = NonNullable<NonNullable<CartData['items']>[number]>;
export type CartProduct = CartItem['product'];
/** Magento's Money: both parts nullable in the schema. */
export type MoneyValue = NonNullable<NonNullable<CartItem['prices']>['price']>;
export type CartDiscount = NonNullable<NonNullable<NonNullable<CartData['prices']>['discounts']>[number]>;

export type CartChangeReason = 'loaded' | 'added' | 'removed' | 'updated' | 'merged' | 'ordered' | 'reset';

export const cartItems = (cart: CartData | null | undefined): CartItem[] => (cart?.items ?? []).filter((i): i is CartItem => i !== null);

/** Checked in depth before any view reads a stored cart (cartDataGuard.ts). */
export { isCartData } from './cartDataGuard';
