import { useCallback, useEffect, useState } from 'react';
import { failureText, presentItems, runOperation } from '@tiles/shared';
import { formMessages } from '../forms/i18n/messages';
import type { Errors } from '../forms/validation';
import type { CustomerOrder } from '../order-history/types';
import { GUEST_ORDER_BY_TOKEN } from './guestOrder.gql';
import { guestOrderMessages } from './i18n/messages';
import { lookUpGuestOrder, type GuestOrderField, type GuestOrderValues } from './lookUpGuestOrder';

export type { GuestOrderField } from './lookUpGuestOrder';

/** The look-up's state where the page starts from the server's render (the form posted without scripts). */
export interface GuestOrderState {
  values: GuestOrderValues;
  errors: Errors<GuestOrderField>;
  formError: string | null;
  order: CustomerOrder | null;
}

/**
 * /sales/guest/form: a guest's order by its number, e-mail and billing pincode (lookUpGuestOrder, shared with the
 * server's answer to the form posted without scripts; `initial` is what the server drew). A refusal shows the store's
 * sentence and nothing of any order, not even one found before. With the `token` of an order mail's link
 * (/sales/guest/view/?token=…) the order is looked up at once (Magento's guestOrderByToken); the form stays for
 * another order.
 */
export function useGuestOrder(token: string | null = null, initial?: GuestOrderState) {
  const form = formMessages.useT();
  const t = guestOrderMessages.useT();
  const [errors, setErrors] = useState<Errors<GuestOrderField>>(initial?.errors ?? {});
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<CustomerOrder | null>(initial?.order ?? null);
  const [formError, setFormError] = useState<string | null>(initial?.formError ?? null);
  const [cancelReasons, setCancelReasons] = useState<string[] | null>(null);

  useEffect(() => {
    if (!token) return;
    setBusy(true);
    void runOperation(GUEST_ORDER_BY_TOKEN, { token }).then((res) => {
      setBusy(false);
      if (res.error) return setFormError(failureText(res.error));
      setOrder(res.data.guestOrderByToken);
      const config = res.data.storeConfig;
      setCancelReasons(
        config?.order_cancellation_enabled ? presentItems(config.order_cancellation_reasons).map((r) => r.description) : null,
      );
    });
  }, [token]);

  const handleSubmit = useCallback(
    async (values: GuestOrderValues) => {
      setErrors({});
      setFormError(null);
      setOrder(null);
      setBusy(true);
      const answer = await lookUpGuestOrder(values, t, form);
      setBusy(false);
      if ('errors' in answer) setErrors(answer.errors);
      else if ('formError' in answer) setFormError(answer.formError);
      else setOrder(answer.order);
    },
    [form, t],
  );

  /** The store's cancellation reasons when a guest may cancel (the token's order only); null: cancelling is off. */
  return { errors, busy, order, formError, cancelReasons, initialValues: initial?.values, handleSubmit, handleOrderChanged: setOrder };
}
