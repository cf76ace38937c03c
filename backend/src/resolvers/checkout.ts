import { sendOrderMail } from '../orders/orderMails';
import type { StoreContext } from '../context';
import { authorizationError, CART_ID_MISSING, inputError, notFound, requireCartId } from '../errors';
import { getCartForUser } from '../cart/access';
import { toCartModel } from '../cart/model';
import { cartById, updateCart, type CartRow } from '../cart/repository';
import { cartTotals } from '../cart/totals';
import { toCartAddress, type CartAddress, type CartAddressInput } from '../checkout/addresses';
import { checkCartAddressRegion } from '../checkout/cartAddressRegion';
import { orderProblem } from '../checkout/commitChecks';
import { createOrder, toOrderModel, type OrderRow } from '../checkout/orders';
import { StockShortage } from '../stock/stock';
import { paymentMethod } from '../checkout/payment';
import { INDIA } from '../checkout/regions';
import { methodKey } from '../checkout/shipping';
import { addressForCart } from '../customer/addresses';
import { customerById } from '../customer/repository';
import { isValidEmail } from '../customer/accountInput';
import { currentCustomerId } from '../customer/session';

type Input<T> = { input?: T | null };
const output = (ctx: StoreContext, cart: CartRow) => ({ cart: toCartModel(ctx, cartById(ctx.db, cart.id)) });
const notAuthorized = () => authorizationError("The current customer isn't authorized.");

/** A cart address from a new address or from the signed-in customer's address book (customer_address_id). */
function cartAddress(
  ctx: StoreContext,
  entry: { address?: CartAddressInput | null; customer_address_id?: number | null },
  uid: string,
): CartAddress {
  if (entry.customer_address_id) {
    const customerId = currentCustomerId(ctx);
    if (customerId === null) throw notAuthorized();
    return addressForCart(ctx.db, customerId, entry.customer_address_id, uid);
  }
  const input = entry.address as CartAddressInput;
  checkCartAddressRegion(input);
  return toCartAddress(input, uid);
}

/** 2.4.7 placeOrder reports these cart problems in placeOrder.errors with a code, not as GraphQL errors. */
function placeOrderCode(message: string): string {
  if (message.startsWith('Could not find a cart with ID')) return 'CART_NOT_FOUND';
  if (message === "The cart isn't active.") return 'CART_NOT_ACTIVE';
  return 'UNDEFINED';
}

export const checkoutResolvers = {
  Query: {
    countries: () => [INDIA],
    country: (_: unknown, { id }: { id?: string | null }) => {
      if (id?.toUpperCase() !== 'IN') throw notFound("The country isn't available.");
      return INDIA;
    },
  },
  Mutation: {
    setGuestEmailOnCart: (_: unknown, { input }: Input<{ cart_id: string; email: string }>, ctx: StoreContext) => {
      const cartId = requireCartId(input);
      if (!input?.email) throw inputError('Required parameter "email" is missing');
      if (!isValidEmail(input.email.trim())) throw inputError('Invalid email format');
      if (currentCustomerId(ctx) !== null) throw inputError('The request is not allowed for logged in customers');
      const cart = getCartForUser(ctx, cartId);
      updateCart(ctx.db, cart.id, { email: input!.email.trim() });
      return output(ctx, cart);
    },
    setShippingAddressesOnCart: (
      _: unknown,
      {
        input,
      }: Input<{
        cart_id: string;
        shipping_addresses: { address?: CartAddressInput | null; customer_address_id?: number | null; customer_notes?: string | null }[];
      }>,
      ctx: StoreContext,
    ) => {
      const cartId = requireCartId(input);
      const list = input?.shipping_addresses ?? [];
      if (!list.length) throw inputError('Required parameter "shipping_addresses" is missing');
      if (list.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
      const [entry] = list;
      if (!entry?.customer_address_id && !entry?.address)
        throw inputError('The shipping address must contain either "customer_address_id" or "address".');
      if (entry.customer_address_id && entry.address)
        throw inputError('The shipping address cannot contain "customer_address_id" and "address" at the same time.');
      const cart = getCartForUser(ctx, cartId);
      const address = { ...cartAddress(ctx, entry, `${cart.id}-shipping`), customer_notes: entry.customer_notes ?? null };
      // The cart is priced for where it is delivered: the address pincode becomes the cart pincode.
      updateCart(ctx.db, cart.id, { shipping_address: JSON.stringify(address), pincode: address.postcode });
      return output(ctx, cart);
    },
    setBillingAddressOnCart: (
      _: unknown,
      {
        input,
      }: Input<{
        cart_id: string;
        billing_address: {
          address?: CartAddressInput | null;
          customer_address_id?: number | null;
          same_as_shipping?: boolean | null;
          use_for_shipping?: boolean | null;
        };
      }>,
      ctx: StoreContext,
    ) => {
      const cartId = requireCartId(input);
      const billing = input?.billing_address;
      if (!billing) throw inputError('Required parameter "billing_address" is missing');
      const sameAsShipping = !!(billing.same_as_shipping ?? billing.use_for_shipping);
      if (!billing.address && !billing.customer_address_id && !sameAsShipping)
        throw inputError('The billing address must contain either "customer_address_id", "address", or "same_as_shipping".');
      if (billing.address && billing.customer_address_id)
        throw inputError('The billing address cannot contain "customer_address_id" and "address" at the same time.');
      const cart = getCartForUser(ctx, cartId);
      if (billing.address || billing.customer_address_id) {
        const address = cartAddress(ctx, billing, `${cart.id}-billing`);
        const changes: Partial<CartRow> = { billing_address: JSON.stringify(address) };
        if (sameAsShipping)
          Object.assign(changes, {
            shipping_address: JSON.stringify({ ...address, uid: `${cart.id}-shipping` }),
            pincode: address.postcode,
          });
        updateCart(ctx.db, cart.id, changes);
      } else {
        if (!cart.shipping_address)
          throw inputError('Could not use the "same_as_shipping" option, because the shipping address has not been set.');
        const { customer_notes: _notes, ...shipping } = JSON.parse(cart.shipping_address) as CartAddress & {
          customer_notes?: string | null;
        };
        updateCart(ctx.db, cart.id, { billing_address: JSON.stringify({ ...shipping, uid: `${cart.id}-billing` }) });
      }
      return output(ctx, cart);
    },
    setShippingMethodsOnCart: (
      _: unknown,
      { input }: Input<{ cart_id: string; shipping_methods: { carrier_code: string; method_code: string }[] }>,
      ctx: StoreContext,
    ) => {
      const cartId = requireCartId(input);
      const list = input?.shipping_methods ?? [];
      if (!list.length) throw inputError('Required parameter "shipping_methods" is missing');
      if (list.length > 1) throw inputError('You cannot specify multiple shipping methods.');
      const [wanted] = list;
      if (!wanted?.carrier_code) throw inputError('Required parameter "carrier_code" is missing.');
      if (!wanted.method_code) throw inputError('Required parameter "method_code" is missing.');
      const cart = getCartForUser(ctx, cartId);
      const totals = cartTotals(ctx.db, cart);
      if (!totals.lines.length) throw inputError("The shipping method can't be set for an empty cart. Add an item to cart and try again.");
      if (!cart.shipping_address) throw inputError('The shipping address is missing. Set the address and try again.');
      if (!totals.shippingMethods.some((m) => methodKey(m) === methodKey(wanted))) {
        // Magento: ShippingInformationManagement's NoSuchEntityException, passed on as not found.
        throw notFound(`Carrier with such method not found: ${wanted.carrier_code}, ${wanted.method_code}`);
      }
      updateCart(ctx.db, cart.id, { shipping_method: methodKey(wanted) });
      return output(ctx, cart);
    },
    setPaymentMethodOnCart: (_: unknown, { input }: Input<{ cart_id: string; payment_method: { code: string } }>, ctx: StoreContext) => {
      const cartId = requireCartId(input);
      const code = input?.payment_method?.code;
      if (!code) throw inputError('Required parameter "code" for "payment_method" is missing.');
      const cart = getCartForUser(ctx, cartId);
      // Tiles are never virtual: Magento asks for the shipping address before a payment method.
      if (!cart.shipping_address) throw inputError('The shipping address is missing. Set the address and try again.');
      if (!paymentMethod(code)) throw inputError('The requested Payment Method is not available.');
      updateCart(ctx.db, cart.id, { payment_method: code });
      return output(ctx, cart);
    },
    placeOrder: (_: unknown, { input }: Input<{ cart_id: string }>, ctx: StoreContext) => {
      if (!input?.cart_id) throw inputError(CART_ID_MISSING);
      const fail = (message: string, code: string) => ({ order: null, orderV2: null, errors: [{ message, code }] });
      let cart: CartRow;
      try {
        cart = getCartForUser(ctx, input.cart_id);
      } catch (err) {
        // Someone else's cart stays an authorization error; a missing or closed cart is a placeOrder error.
        if ((err as { extensions?: { category?: string } }).extensions?.category !== 'graphql-no-such-entity') throw err;
        return fail((err as Error).message, placeOrderCode((err as Error).message));
      }
      const customer = cart.customer_id !== null ? customerById(ctx.db, cart.customer_id) : undefined;
      const email = customer?.email ?? cart.email;
      if (!email) return fail('Guest email for cart is missing.', 'GUEST_EMAIL_MISSING');
      const totals = cartTotals(ctx.db, cart);
      // Checked in Magento's QuoteValidator order, with its messages (2.4.7 has no "Unable to place order: " prefix).
      const problem = !totals.lines.length
        ? "The cart doesn't contain any items."
        : !cart.shipping_address
          ? "Some addresses can't be used due to the configurations for specific countries."
          : !totals.selectedShipping
            ? 'The shipping method is missing. Select the shipping method and try again.'
            : !cart.billing_address
              ? 'Please check the billing address information.'
              : !paymentMethod(cart.payment_method)
                ? 'Enter a valid payment method and try again.'
                : null;
      if (problem) return fail(problem, 'UNABLE_TO_PLACE_ORDER');
      const moneyProblem = orderProblem(ctx.db, cart, totals);
      if (moneyProblem) return fail(moneyProblem, 'UNABLE_TO_PLACE_ORDER');
      let placed: OrderRow;
      try {
        placed = createOrder(ctx, cart, email, totals);
      } catch (err) {
        if (err instanceof StockShortage) return fail(err.message, 'UNABLE_TO_PLACE_ORDER');
        throw err;
      }
      sendOrderMail(ctx, placed, 'placed');
      const order = toOrderModel(ctx, placed);
      return { order: { order_number: order.number, order_id: order.number }, orderV2: order, errors: [] };
    },
  },
  OrderItemInterface: { __resolveType: () => 'OrderItem' },
};
