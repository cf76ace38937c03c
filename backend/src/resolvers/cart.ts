import type { StoreContext } from '../context';
import { authorizationError, inputError, magentoError, notFound, requireCartId } from '../errors';
import { getCartForUser } from '../cart/access';
import { toCartModel } from '../cart/model';
import { addProducts, addProductsReportingErrors, mergeInto, removeCartItem, updateCartItems, type ItemRef } from '../cart/operations';
import { activeCustomerCart, cartByMaskedId, cartById, createCart, updateCart } from '../cart/repository';
import { couponByCode, couponApplies } from '../cart/coupons';
import { cartTotals } from '../cart/totals';
import { currentCustomerId } from '../customer/session';
import { boxPrice, isPincode } from '../cart/pricing';
import type { TileProduct } from '../seed/products';
import { productBySku } from '../catalog/repository';

type Input<T> = { input?: T | null };
interface CartItemInput {
  sku: string;
  quantity: number;
}
const fresh = (ctx: StoreContext, id: number) => toCartModel(ctx, cartById(ctx.db, id));

export const cartResolvers = {
  Query: {
    cart: (_: unknown, { cart_id }: { cart_id: string }, ctx: StoreContext) => toCartModel(ctx, getCartForUser(ctx, cart_id)),
    customerCart: (_: unknown, __: unknown, ctx: StoreContext) => {
      const customerId = currentCustomerId(ctx);
      if (customerId === null) throw authorizationError('The request is allowed for logged in customer');
      return toCartModel(ctx, activeCustomerCart(ctx.db, customerId));
    },
  },
  Mutation: {
    createEmptyCart: (_: unknown, { input }: Input<{ cart_id?: string | null }>, ctx: StoreContext) => {
      const customerId = currentCustomerId(ctx);
      const wanted = input?.cart_id ?? undefined;
      if (wanted !== undefined) {
        if (wanted.length !== 32) throw inputError('Cart ID length should to be 32 symbols.');
        if (cartByMaskedId(ctx.db, wanted)) throw magentoError(`Cart with ID "${wanted}" already exists.`, 'graphql-already-exists');
      }
      // A signed-in customer keeps one active cart: createEmptyCart answers its id.
      if (customerId !== null && wanted === undefined) return activeCustomerCart(ctx.db, customerId).masked_id;
      return createCart(ctx.db, customerId, wanted).masked_id;
    },
    /** 2.4.7's createGuestCart: a new guest cart, answered as the cart itself; not for a signed-in customer. */
    createGuestCart: (_: unknown, { input }: Input<{ cart_uid?: string | null }>, ctx: StoreContext) => {
      if (currentCustomerId(ctx) !== null) throw magentoError('Use `Query.customerCart` for logged in customer.', 'graphql-already-exists');
      const wanted = input?.cart_uid ?? undefined;
      if (wanted !== undefined) {
        if (wanted.length !== 32) throw inputError('Cart ID length should be 32 characters.');
        if (cartByMaskedId(ctx.db, wanted)) throw magentoError(`Cart with ID "${wanted}" already exists.`, 'graphql-already-exists');
      }
      return { cart: fresh(ctx, createCart(ctx.db, null, wanted).id) };
    },
    /** 2.4.7's addProductsToCart: bad lines answer user_errors, good ones are added. */
    addProductsToCart: (_: unknown, args: { cartId?: string; cartItems?: CartItemInput[] }, ctx: StoreContext) => {
      if (!args.cartId) throw inputError('Required parameter "cartId" is missing');
      if (!args.cartItems?.length) throw inputError('Required parameter "cartItems" is missing');
      const cart = getCartForUser(ctx, args.cartId);
      const userErrors = addProductsReportingErrors(
        ctx.db,
        cart,
        args.cartItems.map((i) => ({ sku: i.sku, quantity: i.quantity })),
      );
      return { cart: fresh(ctx, cart.id), user_errors: userErrors };
    },
    addSimpleProductsToCart: (
      _: unknown,
      { input }: Input<{ cart_id: string; cart_items: { data: CartItemInput }[] }>,
      ctx: StoreContext,
    ) => {
      // Input first, then the cart (Magento checks the request before loading anything).
      const cartId = requireCartId(input);
      if (!input?.cart_items?.length) throw inputError('Required parameter "cart_items" is missing');
      const cart = getCartForUser(ctx, cartId);
      addProducts(
        ctx.db,
        cart,
        input.cart_items.map((i) => ({ sku: i.data.sku, quantity: i.data.quantity })),
        undefined,
        true,
      );
      return { cart: fresh(ctx, cart.id) };
    },
    /**
     * Magento's configurable products (a parent and its variants): this store sells none, so any parent named is
     * either not a product or a simple one, answered as Magento answers each, after the same checks of the request.
     */
    addConfigurableProductsToCart: (
      _: unknown,
      { input }: Input<{ cart_id: string; cart_items: { parent_sku?: string | null; data: CartItemInput }[] }>,
      ctx: StoreContext,
    ) => {
      const cartId = requireCartId(input);
      if (!input?.cart_items?.length) throw inputError('Required parameter "cart_items" is missing');
      getCartForUser(ctx, cartId);
      const parent = input.cart_items[0].parent_sku ?? input.cart_items[0].data.sku;
      if (!productBySku(parent)) throw inputError(`Could not find a product with SKU "${parent}"`);
      throw inputError('Could not find specified product.');
    },
    /** Extension (extensions.graphql): prices the cart for a pincode; an empty cart_items list only reprices it. */
    addSimpleProductsToCartCustomPrice: (
      _: unknown,
      { input }: { input: { cart_id: string; pincode: string; cart_items: { data: CartItemInput; custom_price: number }[] } },
      ctx: StoreContext,
    ) => {
      const cart = getCartForUser(ctx, requireCartId(input));
      addProducts(
        ctx.db,
        cart,
        input.cart_items.map((i) => ({ sku: i.data.sku, quantity: i.data.quantity, customPrice: i.custom_price })),
        input.pincode,
      );
      return { cart: fresh(ctx, cart.id) };
    },
    removeItemFromCart: (_: unknown, { input }: Input<{ cart_id: string } & ItemRef>, ctx: StoreContext) => {
      const cartId = requireCartId(input);
      if (!input?.cart_item_id && !input?.cart_item_uid) throw inputError('Required parameter "cart_item_id" is missing.');
      const cart = getCartForUser(ctx, cartId);
      removeCartItem(ctx.db, cart, input ?? {});
      return { cart: fresh(ctx, cart.id) };
    },
    updateCartItems: (
      _: unknown,
      { input }: Input<{ cart_id: string; cart_items: (ItemRef & { quantity?: number })[] }>,
      ctx: StoreContext,
    ) => {
      const cartId = requireCartId(input);
      if (!input?.cart_items?.length) throw inputError('Required parameter "cart_items" is missing.');
      const cart = getCartForUser(ctx, cartId);
      updateCartItems(ctx.db, cart, input?.cart_items ?? []);
      return { cart: fresh(ctx, cart.id) };
    },
    applyCouponToCart: (_: unknown, { input }: Input<{ cart_id: string; coupon_code: string }>, ctx: StoreContext) => {
      const cartId = requireCartId(input);
      if (!input?.coupon_code) throw inputError('Required parameter "coupon_code" is missing');
      const cart = getCartForUser(ctx, cartId);
      const totals = cartTotals(ctx.db, cart);
      if (!totals.lines.length) throw notFound('Cart does not contain products.');
      if (totals.coupon) throw inputError('A coupon is already applied to the cart. Please remove it to apply another');
      const coupon = couponByCode(ctx.db, input.coupon_code);
      if (!coupon || !couponApplies(coupon, totals.subtotal)) throw notFound("The coupon code isn't valid. Verify the code and try again.");
      updateCart(ctx.db, cart.id, { coupon_code: coupon.code });
      return { cart: fresh(ctx, cart.id) };
    },
    removeCouponFromCart: (_: unknown, { input }: Input<{ cart_id: string }>, ctx: StoreContext) => {
      const cart = getCartForUser(ctx, requireCartId(input));
      if (!cartTotals(ctx.db, cart).lines.length) throw notFound('Cart does not contain products');
      updateCart(ctx.db, cart.id, { coupon_code: null });
      return { cart: fresh(ctx, cart.id) };
    },
    mergeCarts: (_: unknown, args: { source_cart_id: string; destination_cart_id?: string | null }, ctx: StoreContext) => {
      if (!args.source_cart_id) throw inputError('Required parameter "source_cart_id" is missing');
      if (args.destination_cart_id === '') throw inputError('The parameter "destination_cart_id" cannot be empty');
      const customerId = currentCustomerId(ctx);
      if (customerId === null) throw authorizationError("The current customer isn't authorized.");
      // The source must be a guest cart: checked as a guest would be.
      const source = getCartForUser(ctx, args.source_cart_id, null);
      const destination = args.destination_cart_id
        ? getCartForUser(ctx, args.destination_cart_id, customerId)
        : activeCustomerCart(ctx.db, customerId);
      mergeInto(ctx.db, source, destination);
      return fresh(ctx, destination.id);
    },
  },
  /** Extension (extensions.graphql): the box price the cart will charge for that pincode; what custom_price must equal. */
  SimpleProduct: {
    price_per_box_for_pincode: (p: { __tile: TileProduct }, { pincode }: { pincode: string }) =>
      isPincode(pincode) ? boxPrice(p.__tile, pincode) : null,
  },
  CartItemInterface: { __resolveType: () => 'SimpleCartItem' },
  CartAddressInterface: { __resolveType: (a: { __typename: string }) => a.__typename },
};
