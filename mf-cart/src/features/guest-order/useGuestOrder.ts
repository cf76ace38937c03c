import { useCallback, useEffect, useState } from 'react';
import { failureText, presentItems, runOperation } from '@tiles/shared';
import { formMessages } from '../forms/i18n/messages';
import { email, hasErrors, required, type Errors } from '../forms/validation';
import type { CustomerOrder } from '../order-history/types';
import { GUEST_ORDER, GUEST_ORDER_BY_TOKEN } from './guestOrder.gql';
import { guestOrderMessages } from './i18n/messages';

export type GuestOrderField = 'number' | 'email' | 'postcode';

/**
 * /sales/guest/form: a guest's order by its number, e-mail and billing pincode (Magento 2.4.7's guestOrder). A
 * refusal shows the store's sentence and nothing of any order, not even one found before. With the `token` of an order
 * mail's link (/sales/guest/view/?token=…) the order is looked up at once (Magento's guestOrderByToken); the form
 * stays for another order.
 */
export function useGuestOrder(token: string | null = null) {
  const form = formMessages.useT();
  const t = guestOrderMessages.useT();
  const [errors, setErrors] = useState<Errors<GuestOrderField>>({});
  const [busy, setBusy] = useState(false);
  const [order, setOrder] = useState<CustomerOrder | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
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
    async (values: Record<GuestOrderField, string>) => {
      const found: Errors<GuestOrderField> = {
        number: required(values.number, t('number'), form),
        email: email(values.email, form),
        postcode: required(values.postcode, t('pincode'), form),
      };
      setErrors(found);
      setFormError(null);
      setOrder(null);
      if (hasErrors(found)) return;
      setBusy(true);
      const input = { number: values.number.trim(), email: values.email.trim(), postcode: values.postcode.trim() };
      const res = await runOperation(GUEST_ORDER, { input });
      setBusy(false);
      if (res.error) setFormError(failureText(res.error));
      else setOrder(res.data.guestOrder);
    },
    [form, t],
  );

  /** The store's cancellation reasons when a guest may cancel (the token's order only); null: cancelling is off. */
  return { errors, busy, order, formError, cancelReasons, handleSubmit, handleOrderChanged: setOrder };
}
