import type { CustomerName } from '../cart-identity/customerSession';
import type { Errors } from '../forms/validation';
import { EmailForm } from './EmailForm';
import { accountEditsMessages } from './i18n/messages';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import type { EditForm, EditOutcome, EmailField, NameField, PasswordField } from './useAccountEdits';
import './accountEdits.css';

export interface AccountEditsProps {
  customer: CustomerName;
  busy: EditForm | null;
  outcome: EditOutcome | null;
  nameErrors: Errors<NameField>;
  emailErrors: Errors<EmailField>;
  passwordErrors: Errors<PasswordField>;
  handleName: (values: Record<NameField, string>) => Promise<boolean>;
  handleEmail: (values: Record<EmailField, string>) => Promise<boolean>;
  handlePassword: (values: Record<PasswordField, string>) => Promise<boolean>;
}

/** Account details in /account: the name, the sign-in e-mail and the password, each its own form. */
export function AccountEdits(p: AccountEditsProps) {
  const t = accountEditsMessages.useT();
  return (
    <section className="cart-card cart-edits" aria-labelledby="cart-edits-title">
      <h2 id="cart-edits-title">{t('title')}</h2>
      <NameForm customer={p.customer} errors={p.nameErrors} busy={p.busy === 'name'} outcome={p.outcome} onSubmit={p.handleName} />
      <EmailForm
        currentEmail={p.customer.email}
        errors={p.emailErrors}
        busy={p.busy === 'email'}
        outcome={p.outcome}
        onSubmit={p.handleEmail}
      />
      <PasswordForm errors={p.passwordErrors} busy={p.busy === 'password'} outcome={p.outcome} onSubmit={p.handlePassword} />
    </section>
  );
}
