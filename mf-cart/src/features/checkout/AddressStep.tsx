import { checkoutMessages } from './i18n/messages';
import { formMessages } from '../forms/i18n/messages';
import { Field } from '../forms/Field';
import type { Errors } from '../forms/validation';
import { AddressFields } from '../address-form/AddressFields';
import type { AddressField, AddressForm } from '../address-form/address';
import type { Region } from '../address-form/regions';
import { addressLine, type SavedAddress } from '../address-book/savedAddress';

interface Props {
  isGuest: boolean;
  email: string;
  emailError?: string;
  shipping: AddressForm;
  errors: Errors<AddressField>;
  regions: Region[];
  busy: boolean;
  savedAddresses: SavedAddress[];
  savedId: number | 'new';
  onSavedAddress: (id: number | 'new') => void;
  onEmail: (v: string) => void;
  onShipping: (v: AddressForm) => void;
  onSubmit: () => void;
}

export function AddressStep(p: Props) {
  const form = formMessages.useT();
  const t = checkoutMessages.useT();
  return (
    <form
      className="cart-card"
      noValidate
      aria-labelledby="cart-ship-title"
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <h2 id="cart-ship-title">{t('shippingAddress')}</h2>
      {p.isGuest && (
        <Field
          id="cart-checkout-email"
          label={form('email')}
          type="email"
          autoComplete="email"
          value={p.email}
          error={p.emailError}
          hint={t('emailHint')}
          onValue={p.onEmail}
        />
      )}
      {p.savedAddresses.length > 0 && (
        <fieldset>
          <legend>{t('savedAddress')}</legend>
          {p.savedAddresses.map((a) => (
            <label key={a.id} className="cart-choice">
              <input type="radio" name="cart-ship-saved" checked={p.savedId === a.id} onChange={() => p.onSavedAddress(a.id)} />
              <span className="cart-choice-text">{addressLine(a)}</span>
            </label>
          ))}
          <label className="cart-choice">
            <input type="radio" name="cart-ship-saved" checked={p.savedId === 'new'} onChange={() => p.onSavedAddress('new')} />
            <span className="cart-choice-text">{t('newAddress')}</span>
          </label>
        </fieldset>
      )}
      {p.savedId === 'new' && (
        <AddressFields prefix="cart-ship" value={p.shipping} errors={p.errors} regions={p.regions} onChange={p.onShipping} />
      )}
      <button type="submit" className="cart-btn" disabled={p.busy}>
        {p.busy ? t('saving') : t('continue')}
      </button>
    </form>
  );
}
