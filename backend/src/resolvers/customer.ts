import type { StoreContext } from '../context';
import { authorizationError, inputError, magentoError } from '../errors';
import { hashPassword, passwordPolicyError, verifyPassword } from '../customer/passwords';
import { customerByEmail, customerById, insertCustomer, toCustomerModel } from '../customer/repository';
import { currentCustomerId } from '../customer/session';
import { issueToken, revokeCustomerTokens } from '../customer/tokens';
import {
  createAddress,
  customerAddresses,
  deleteAddress,
  toCustomerAddressModel,
  updateAddress,
  type CustomerAddressInput,
} from '../customer/addresses';
import { customerOrders } from '../checkout/customerOrders';
import { createSignInThrottle } from '../customer/signInThrottle';
import { checkMiddleName, checkName, isValidEmail } from '../customer/accountInput';
import { accountSettingsFromEnv, createAccountThrottle } from '../customer/accountSettings';

const notAuthorized = () => authorizationError("The current customer isn't authorized.");
/** The signed-in customer's id, or Magento's authorization error. */
const signedIn = (ctx: StoreContext): number => {
  const id = currentCustomerId(ctx);
  if (id === null) throw notAuthorized();
  return id;
};
const signInThrottle = createSignInThrottle();
const accountCreation = createAccountThrottle();
const inMinutes = (seconds: number) => `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
const SIGN_IN_FAILED = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

interface CustomerCreateInput {
  email: string;
  firstname: string;
  middlename?: string | null;
  lastname: string;
  password?: string | null;
  is_subscribed?: boolean | null;
}

export const customerResolvers = {
  Query: {
    customer: (_: unknown, __: unknown, ctx: StoreContext) => {
      const id = currentCustomerId(ctx);
      const row = id === null ? undefined : customerById(ctx.db, id);
      if (!row) throw notAuthorized();
      return toCustomerModel(row);
    },
    isEmailAvailable: (_: unknown, { email }: { email: string }, ctx: StoreContext) => {
      if (!email?.trim()) throw inputError('Email must be specified');
      if (!isValidEmail(email.trim())) throw inputError('Email is invalid');
      // Magento 2.4.7 looks the address up only when guest checkout login is enabled; otherwise every address is
      // "available", so the query cannot tell anyone which e-mails have accounts here.
      if (!accountSettingsFromEnv().guestCheckoutLogin) return { is_email_available: true };
      return { is_email_available: !customerByEmail(ctx.db, email) };
    },
  },
  Mutation: {
    generateCustomerToken: (_: unknown, { email, password }: { email: string; password: string }, ctx: StoreContext) => {
      if (!email?.trim()) throw inputError('Specify the "email" value.');
      if (!password) throw inputError('Specify the "password" value.');
      signInThrottle.check(email, ctx.client);
      const row = customerByEmail(ctx.db, email);
      // One message and one password hash for unknown email and wrong password, so neither the answer nor its
      // timing reveals which accounts exist.
      if (!verifyPassword(password, row?.password_hash) || !row) {
        signInThrottle.failed(email, ctx.client);
        throw magentoError(SIGN_IN_FAILED, 'graphql-authentication');
      }
      signInThrottle.succeeded(email);
      return { token: issueToken(ctx.db, row.id) };
    },
    revokeCustomerToken: (_: unknown, __: unknown, ctx: StoreContext) => {
      const id = currentCustomerId(ctx);
      if (id === null) throw notAuthorized();
      revokeCustomerTokens(ctx.db, id);
      return { result: true };
    },
    createCustomerV2: (_: unknown, { input }: { input: CustomerCreateInput }, ctx: StoreContext) => {
      const missing = [
        ['firstname', 'First Name'],
        ['lastname', 'Last Name'],
        ['email', 'Email'],
      ].filter(([k]) => !String(input[k as keyof CustomerCreateInput] ?? '').trim());
      if (missing.length) throw inputError(`Required parameters are missing: ${missing.map(([, label]) => label).join(', ')}`);
      if (!isValidEmail(input.email.trim())) throw inputError(`"${input.email}" is not a valid email address.`);
      checkName(input.firstname.trim(), 'First Name');
      checkName(input.lastname.trim(), 'Last Name');
      checkMiddleName(input.middlename);
      const policy = input.password != null ? passwordPolicyError(input.password) : null;
      if (policy) throw inputError(policy);
      // Counted per attempt that reaches the store (an alias is one more attempt), before the duplicate check and the
      // password hash: one client cannot mass-create accounts, nor probe many addresses through "already exists".
      const wait = accountCreation(ctx.client);
      if (wait) throw inputError(`Too many accounts were created from your connection. Please wait ${inMinutes(wait)} and try again.`);
      if (customerByEmail(ctx.db, input.email))
        throw inputError('A customer with the same email address already exists in an associated website.');
      const row = insertCustomer(ctx.db, {
        email: input.email,
        firstname: input.firstname,
        lastname: input.lastname,
        passwordHash: input.password != null ? hashPassword(input.password) : null,
        isSubscribed: !!input.is_subscribed,
        storeView: ctx.lang,
      });
      return { customer: toCustomerModel(row) };
    },
    /** The deprecated createCustomer: createCustomerV2's answer under the older input type. */
    createCustomer: (_: unknown, args: { input: CustomerCreateInput }, ctx: StoreContext) =>
      (customerResolvers.Mutation.createCustomerV2 as (p: unknown, a: { input: CustomerCreateInput }, c: StoreContext) => unknown)(
        _,
        args,
        ctx,
      ),
    createCustomerAddress: (_: unknown, { input }: { input: CustomerAddressInput }, ctx: StoreContext) =>
      toCustomerAddressModel(createAddress(ctx.db, signedIn(ctx), input ?? {})),
    updateCustomerAddress: (_: unknown, { id, input }: { id: number; input?: CustomerAddressInput | null }, ctx: StoreContext) => {
      const customerId = signedIn(ctx);
      if (!input) throw inputError('"input" value should be specified');
      return toCustomerAddressModel(updateAddress(ctx.db, customerId, id, input));
    },
    deleteCustomerAddress: (_: unknown, { id }: { id: number }, ctx: StoreContext) => {
      deleteAddress(ctx.db, signedIn(ctx), id);
      return true;
    },
  },
  /** Address book and order history are read per request, only when asked for. */
  Customer: {
    addresses: (c: { __id: number }, _: unknown, ctx: StoreContext) => customerAddresses(ctx.db, c.__id),
    default_shipping: (c: { __id: number }, _: unknown, ctx: StoreContext) => defaultId(ctx, c.__id, 'default_shipping'),
    default_billing: (c: { __id: number }, _: unknown, ctx: StoreContext) => defaultId(ctx, c.__id, 'default_billing'),
    orders: (
      c: { __id: number },
      args: {
        filter?: { number?: { eq?: string | null; in?: (string | null)[] | null; match?: string | null } | null };
        currentPage?: number;
        pageSize?: number;
      },
      ctx: StoreContext,
    ) => customerOrders(ctx, c.__id, args),
  },
};

function defaultId(ctx: StoreContext, customerId: number, flag: 'default_shipping' | 'default_billing'): string | null {
  const found = customerAddresses(ctx.db, customerId).find((a) => a[flag]);
  return found ? String(found.id) : null;
}
