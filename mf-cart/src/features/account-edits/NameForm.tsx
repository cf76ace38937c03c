import { useState } from 'react';
import type { CustomerName } from '../cart-identity/customerSession';
import { Field } from '../forms/Field';
import { formMessages } from '../forms/i18n/messages';
import type { Errors } from '../forms/validation';
import { EditOutcomeMessage } from './EditOutcomeMessage';
import { accountEditsMessages } from './i18n/messages';
import type { EditOutcome, NameField } from './useAccountEdits';

interface Props {
  customer: CustomerName;
  errors: Errors<NameField>;
  busy: boolean;
  outcome: EditOutcome | null;
  onSubmit: (values: Record<NameField, string>) => Promise<boolean>;
}

export function NameForm({ customer, errors, busy, outcome, onSubmit }: Props) {
  const form = formMessages.useT();
  const t = accountEditsMessages.useT();
  const [values, setValues] = useState({ firstname: customer.firstname ?? '', lastname: customer.lastname ?? '' });
  const set = (k: NameField) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  return (
    <form
      className="cart-edit-form"
      noValidate
      aria-labelledby="cart-edit-name-title"
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit(values);
      }}
    >
      <h3 id="cart-edit-name-title">{t('nameTitle')}</h3>
      <EditOutcomeMessage outcome={outcome} form="name" />
      <div className="cart-two">
        <Field
          id="cart-edit-first"
          label={form('firstName')}
          autoComplete="given-name"
          value={values.firstname}
          error={errors.firstname}
          onValue={set('firstname')}
        />
        <Field
          id="cart-edit-last"
          label={form('lastName')}
          autoComplete="family-name"
          value={values.lastname}
          error={errors.lastname}
          onValue={set('lastname')}
        />
      </div>
      <button type="submit" className="cart-btn" disabled={busy}>
        {busy ? t('saving') : t('saveName')}
      </button>
    </form>
  );
}
