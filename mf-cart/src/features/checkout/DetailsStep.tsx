import { checkoutMessages } from './i18n/messages';
import { formatMoney } from '../cart-identity/format';
import type { Errors } from '../forms/validation';
import { AddressFields } from '../address-form/AddressFields';
import type { AddressField, AddressForm } from '../address-form/address';
import type { DetailsField } from './useCheckout';
import type { Region } from '../address-form/regions';
import { methodKey, type ShippingMethod } from './types';

interface Props {
  shipping: AddressForm;
  methods: ShippingMethod[];
  shippingMethod: string;
  payments: { code: string; title: string }[];
  payment: string;
  billingSame: boolean;
  billing: AddressForm;
  regions: Region[];
  errors: Errors<DetailsField>;
  billingErrors: Errors<AddressField>;
  busy: boolean;
  onShippingMethod: (v: string) => void;
  onPayment: (v: string) => void;
  onBillingSame: (v: boolean) => void;
  onBilling: (v: AddressForm) => void;
  onEdit: () => void;
  onSubmit: () => void;
}

export function DetailsStep(p: Props) {
  const t = checkoutMessages.useT();
  return (
    <form
      className="cart-card"
      noValidate
      aria-labelledby="cart-details-title"
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <h2 id="cart-details-title">{t('details')}</h2>
      <p className="cart-address-summary">
        {t('deliverTo', {
          first: p.shipping.firstname,
          last: p.shipping.lastname,
          street: p.shipping.street,
          city: p.shipping.city,
          postcode: p.shipping.postcode,
        })}{' '}
        <button type="button" className="cart-link-btn" onClick={p.onEdit}>
          {t('changeAddress')}
        </button>
      </p>
      <fieldset aria-describedby={p.errors.shippingMethod ? 'cart-method-msg' : undefined}>
        <legend>{t('shippingMethod')}</legend>
        {p.methods.length === 0 && <p className="cart-hint">{t('noMethod')}</p>}
        {p.methods.map((m) => (
          <label key={methodKey(m)} className="cart-choice">
            <input
              type="radio"
              name="cart-shipping-method"
              value={methodKey(m)}
              checked={p.shippingMethod === methodKey(m)}
              onChange={() => p.onShippingMethod(methodKey(m))}
            />
            <span>
              {m.carrier_title}
              {m.method_title ? ` — ${m.method_title}` : ''}
            </span>
            <span>{m.amount.value === 0 ? t('free') : formatMoney(m.amount)}</span>
          </label>
        ))}
        {p.errors.shippingMethod && (
          <p id="cart-method-msg" className="cart-field-error">
            {p.errors.shippingMethod}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('billing')}</legend>
        <label className="cart-check">
          <input type="checkbox" checked={p.billingSame} onChange={(e) => p.onBillingSame(e.target.checked)} />
          {t('sameAsShipping')}
        </label>
        {!p.billingSame && (
          <AddressFields prefix="cart-bill" value={p.billing} errors={p.billingErrors} regions={p.regions} onChange={p.onBilling} />
        )}
      </fieldset>
      <fieldset aria-describedby={p.errors.payment ? 'cart-payment-msg' : undefined}>
        <legend>{t('payment')}</legend>
        {p.payments.map((m) => (
          <label key={m.code} className="cart-choice">
            <input type="radio" name="cart-payment" value={m.code} checked={p.payment === m.code} onChange={() => p.onPayment(m.code)} />
            <span>{m.title}</span>
          </label>
        ))}
        {p.errors.payment && (
          <p id="cart-payment-msg" className="cart-field-error">
            {p.errors.payment}
          </p>
        )}
      </fieldset>
      <button type="submit" className="cart-btn" disabled={p.busy}>
        {p.busy ? t('placing') : t('place')}
      </button>
    </form>
  );
}
