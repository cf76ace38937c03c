import type { StoreContext } from '../context';
import { inputError } from '../errors';
import { changePassword, updateAccount, type AccountInput } from '../customer/accountEdits';
import { requestPasswordReset, resetPassword } from '../customer/passwordReset';
import { toCustomerModel, type CustomerRow } from '../customer/repository';
import { requireCustomer } from '../customer/requireCustomer';
import { setSubscription, STATUS } from '../newsletter/subscribers';

type UpdateInput = AccountInput & { is_subscribed?: boolean | null };

/** updateCustomer and updateCustomerV2: Magento's UpdateCustomer resolver, then the newsletter choice if sent. */
function update(ctx: StoreContext, input: UpdateInput | null | undefined) {
  const customer = requireCustomer(ctx);
  if (!input || !Object.keys(input).length) throw inputError('"input" value should be specified');
  const row: CustomerRow = updateAccount(ctx, customer, input);
  if (input.is_subscribed != null)
    setSubscription(ctx.db, row.email, input.is_subscribed ? STATUS.SUBSCRIBED : STATUS.UNSUBSCRIBED, row.id);
  return { customer: toCustomerModel(row) };
}

/** Password reset by mail and the signed-in customer's own edits (README "Magento parity" lists them). */
export const accountResolvers = {
  /** The customer module's settings a storefront's forms read (the password policy is in store.ts): no confirmation. */
  StoreConfig: {
    autocomplete_on_storefront: () => false,
    create_account_confirmation: () => false,
  },
  Mutation: {
    requestPasswordResetEmail: (_: unknown, { email }: { email: string }, ctx: StoreContext) => requestPasswordReset(ctx, email),
    resetPassword: (_: unknown, args: { email: string; resetPasswordToken: string; newPassword: string }, ctx: StoreContext) =>
      resetPassword(ctx, args),
    updateCustomer: (_: unknown, { input }: { input: UpdateInput }, ctx: StoreContext) => update(ctx, input),
    updateCustomerV2: (_: unknown, { input }: { input: UpdateInput }, ctx: StoreContext) =>
      // CustomerUpdateInput has no e-mail or password: those change through updateCustomerEmail.
      update(ctx, input && Object.fromEntries(Object.entries(input).filter(([key]) => key !== 'email' && key !== 'password'))),
    updateCustomerEmail: (_: unknown, { email, password }: { email: string; password: string }, ctx: StoreContext) => {
      const customer = requireCustomer(ctx);
      if (!email || !password) throw inputError('"email" and "password" values should be specified');
      return { customer: toCustomerModel(updateAccount(ctx, customer, { email, password })) };
    },
    changeCustomerPassword: (_: unknown, args: { currentPassword: string; newPassword: string }, ctx: StoreContext) =>
      toCustomerModel(changePassword(ctx, requireCustomer(ctx), args.currentPassword, args.newPassword)),
  },
};
