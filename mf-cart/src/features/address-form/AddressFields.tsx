import { addressFormMessages } from './i18n/messages';
import { formMessages } from '../forms/i18n/messages';
import { Field } from '../forms/Field';
import type { Errors } from '../forms/validation';
import type { AddressField, AddressForm } from './address';
import type { Region } from './regions';

interface Props {
  prefix: string;
  value: AddressForm;
  errors: Errors<AddressField>;
  regions: Region[];
  onChange: (value: AddressForm) => void;
}

export function AddressFields({ prefix, value, errors, regions, onChange }: Props) {
  const form = formMessages.useT();
  const t = addressFormMessages.useT();
  const set = (k: AddressField) => (v: string) => onChange({ ...value, [k]: v });
  const id = (k: string) => `${prefix}-${k}`;
  return (
    <div className="cart-address">
      <div className="cart-two">
        <Field
          id={id('first')}
          label={form('firstName')}
          autoComplete="given-name"
          value={value.firstname}
          error={errors.firstname}
          onValue={set('firstname')}
        />
        <Field
          id={id('last')}
          label={form('lastName')}
          autoComplete="family-name"
          value={value.lastname}
          error={errors.lastname}
          onValue={set('lastname')}
        />
      </div>
      <Field
        id={id('street')}
        label={t('address')}
        autoComplete="address-line1"
        value={value.street}
        error={errors.street}
        onValue={set('street')}
      />
      <Field id={id('street2')} label={t('address2')} autoComplete="address-line2" value={value.street2} onValue={set('street2')} />
      <div className="cart-two">
        <Field
          id={id('city')}
          label={t('city')}
          autoComplete="address-level2"
          value={value.city}
          error={errors.city}
          onValue={set('city')}
        />
        <div className="cart-field">
          <label htmlFor={id('region')}>{t('state')}</label>
          <select
            id={id('region')}
            value={value.regionId}
            onChange={(e) => set('regionId')(e.target.value)}
            autoComplete="address-level1"
            aria-invalid={errors.regionId ? true : undefined}
            aria-describedby={errors.regionId ? id('region-msg') : undefined}
          >
            <option value="">{t('chooseState')}</option>
            {regions.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
          </select>
          {errors.regionId && (
            <p id={id('region-msg')} className="cart-field-error">
              {errors.regionId}
            </p>
          )}
        </div>
      </div>
      <div className="cart-two">
        <Field
          id={id('postcode')}
          label={t('pincode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={value.postcode}
          error={errors.postcode}
          onValue={set('postcode')}
        />
        <Field
          id={id('phone')}
          label={t('mobile')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.telephone}
          error={errors.telephone}
          hint={t('mobileHint')}
          onValue={set('telephone')}
        />
      </div>
      <p className="cart-hint">{t('country')}</p>
    </div>
  );
}
