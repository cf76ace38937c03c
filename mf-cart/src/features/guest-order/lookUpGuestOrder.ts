import { failureText, runOperation, unreadableAnswer, type TranslateOf } from '@tiles/shared';
import { email, required, type Errors, type FormT } from '../forms/validation';
import type { CustomerOrder } from '../order-history/types';
import { GUEST_ORDER } from './guestOrder.gql';
import type { guestOrderMessages } from './i18n/messages';

export type GuestOrderField = 'number' | 'email' | 'postcode';
export type GuestOrderValues = Record<GuestOrderField, string>;

/** What a look-up came to: the fields' messages, the store's refusal (one sentence for every mismatch), or the order. */
export type GuestOrderAnswer = { errors: Errors<GuestOrderField> } | { formError: string } | { order: CustomerOrder };

/**
 * The look-up for the live form and for the server's answer to the form posted without scripts: the same checks and
 * the same query (Magento 2.4.7's guestOrder: number, e-mail and billing pincode, all three must match).
 */
export async function lookUpGuestOrder(
  values: GuestOrderValues,
  t: TranslateOf<typeof guestOrderMessages>,
  form: FormT,
): Promise<GuestOrderAnswer> {
  const errors: Errors<GuestOrderField> = {};
  const number = required(values.number, t('number'), form);
  const address = email(values.email, form);
  const postcode = required(values.postcode, t('pincode'), form);
  if (number) errors.number = number;
  if (address) errors.email = address;
  if (postcode) errors.postcode = postcode;
  if (number || address || postcode) return { errors };
  const input = { number: values.number.trim(), email: values.email.trim(), postcode: values.postcode.trim() };
  const res = await runOperation(GUEST_ORDER, { input });
  if (res.error) return { formError: failureText(res.error) };
  const order = res.data?.guestOrder;
  return order ? { order } : { formError: failureText((await unreadableAnswer()).error) };
}
