import type { StoreContext } from '../context';
import { inputError, notFound } from '../errors';
import { getCartForUser } from '../cart/access';
import { toCartModel } from '../cart/model';
import { cartById, updateCart, type CartRow } from '../cart/repository';
import { cartTotals } from '../cart/totals';
import { toCartAddress, type CartAddressInput } from '../checkout/addresses';
import { createOrder, toOrderModel } from '../checkout/orders';
import { paymentMethod } from '../checkout/payment';
import { INDIA } from '../checkout/regions';
import { methodKey } from '../checkout/shipping';
import { customerById, EMAIL_PATTERN } from '../customer/repository';
import { currentCustomerId } from '../customer/session';

type Input<T> = { input?: T | null };
const cartFor = (ctx: StoreContext, input: { cart_id?: string } | null | undefined) => getCartForUser(ctx, input?.cart_id);
const output = (ctx: StoreContext, cart: CartRow) => ({ cart: toCartModel(ctx, cartById(ctx.db, cart.id)) });

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
      const cart = cartFor(ctx, input);
      if (currentCustomerId(ctx) !== null) throw inputError('The request is not allowed for logged in customers');
      if (!EMAIL_PATTERN.test(input?.email?.trim() ?? '')) throw inputError('Invalid email format');
      updateCart(ctx.db, cart.id, { email: input!.email.trim() });
      return output(ctx, cart);
    },
    setShippingAddressesOnCart: (_: unknown, { input }: Input<{ cart_id: string; shipping_addresses: { address?: CartAddressInput | null; customer_address_id?: number | null }[] }>, ctx: StoreContext) => {
      const cart = cartFor(ctx, input);
      const list = input?.shipping_addresses ?? [];
      if (!list.length) throw inputError('Required parameter "shipping_addresses" is missing');
      if (list.length > 1) throw inputError('You cannot specify multiple shipping addresses.');
      const [entry] = list;
      if (entry.customer_address_id) {
        if (currentCustomerId(ctx) === null) throw inputError('Guest users cannot manage addresses.');
        throw notFound(`Could not find a address with ID "${entry.customer_address_id}"`);
      }
      if (!entry.address) throw inputError('The shipping address must contain either "customer_address_id" or "address".');
      const address = toCartAddress(entry.address, 'Shipping', `${cart.id}-shipping`);
      // The cart is priced for where it is delivered: the address pincode becomes the cart pincode.
      updateCart(ctx.db, cart.id, { shipping_address: JSON.stringify(address), pincode: address.postcode });
      return output(ctx, cart);
    },
    setBillingAddressOnCart: (_: unknown, { input }: Input<{ cart_id: string; billing_address: { address?: CartAddressInput | null; customer_address_id?: number | null; same_as_shipping?: boolean | null; use_for_shipping?: boolean | null } }>, ctx: StoreContext) => {
      const cart = cartFor(ctx, input);
      const billing = input?.billing_address;
      const sameAsShipping = !!(billing?.same_as_shipping ?? billing?.use_for_shipping);
      if (billing?.customer_address_id) {
        if (currentCustomerId(ctx) === null) throw inputError('Guest users cannot manage addresses.');
        throw notFound(`Could not find a address with ID "${billing.customer_address_id}"`);
      }
      if (!billing?.address && !sameAsShipping) throw inputError('The billing address must contain either "customer_address_id", "address", or "same_as_shipping".');
      if (billing?.address) {
        const address = toCartAddress(billing.address, 'Billing', `${cart.id}-billing`);
        const changes: Partial<CartRow> = { billing_address: JSON.stringify(address) };
        if (sameAsShipping) Object.assign(changes, { shipping_address: JSON.stringify({ ...address, uid: `${cart.id}-shipping` }), pincode: address.postcode });
        updateCart(ctx.db, cart.id, changes);
      } else {
        if (!cart.shipping_address) throw inputError('Could not use the "same_as_shipping" option, because the shipping address has not been set.');
        updateCart(ctx.db, cart.id, { billing_address: JSON.stringify({ ...JSON.parse(cart.shipping_address), uid: `${cart.id}-billing` }) });
      }
      return output(ctx, cart);
    },
    setShippingMethodsOnCart: (_: unknown, { input }: Input<{ cart_id: string; shipping_methods: { carrier_code: string; method_code: string }[] }>, ctx: StoreContext) => {
      const cart = cartFor(ctx, input);
      const list = input?.shipping_methods ?? [];
      if (!list.length) throw inputError('Required parameter "shipping_methods" is missing');
      if (list.length > 1) throw inputError('You cannot specify multiple shipping methods.');
      const [wanted] = list;
      if (!cart.shipping_address) throw inputError('The shipping address is missing. Set the address and try again.');
      if (!cartTotals(ctx.db, cart).shippingMethods.some((m) => methodKey(m) === methodKey(wanted))) {
        throw inputError(`Carrier with such method not found: ${wanted.carrier_code}, ${wanted.method_code}`);
      }
      updateCart(ctx.db, cart.id, { shipping_method: methodKey(wanted) });
      return output(ctx, cart);
    },
    setPaymentMethodOnCart: (_: unknown, { input }: Input<{ cart_id: string; payment_method: { code: string } }>, ctx: StoreContext) => {
      const cart = cartFor(ctx, input);
      const code = input?.payment_method?.code;
      if (!code) throw inputError('Required parameter "code" for "payment_method" is missing.');
      if (!paymentMethod(code)) throw inputError('The requested Payment Method is not available.');
      updateCart(ctx.db, cart.id, { payment_method: code });
      return output(ctx, cart);
    },
    placeOrder: (_: unknown, { input }: Input<{ cart_id: string }>, ctx: StoreContext) => {
      if (!input?.cart_id) throw inputError('Required parameter "cart_id" is missing');
      const cart = cartFor(ctx, input);
      const customer = cart.customer_id !== null ? customerById(ctx.db, cart.customer_id) : undefined;
      const email = customer?.email ?? cart.email;
      const fail = (message: string, code = 'UNABLE_TO_PLACE_ORDER') => ({ order: null, orderV2: null, errors: [{ message, code }] });
      if (!email) return fail('Guest email for cart is missing.', 'GUEST_EMAIL_MISSING');
      const totals = cartTotals(ctx.db, cart);
      // Checked in Magento's QuoteValidator order, with its messages behind "Unable to place order: ".
      const problem = !totals.lines.length ? "The cart doesn't contain any items."
        : !cart.shipping_address ? 'The shipping address is missing. Set the address and try again.'
        : !totals.selectedShipping ? 'The shipping method is missing. Select the shipping method and try again.'
        : !cart.billing_address ? 'Please check the billing address information.'
        : !paymentMethod(cart.payment_method) ? 'Enter a valid payment method and try again.'
        : null;
      if (problem) return fail(`Unable to place order: ${problem}`);
      const order = toOrderModel(ctx, createOrder(ctx, cart, email, totals));
      return { order: { order_number: order.number, order_id: order.number }, orderV2: order, errors: [] };
    },
  },
  OrderItemInterface: { __resolveType: () => 'OrderItem' },
};
