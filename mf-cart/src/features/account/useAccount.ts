import { useCallback, useEffect, useState } from 'react';
import { useBusState, failureText } from '@tiles/shared';
import { loadCustomer, type CustomerName } from '../cart-identity/customerSession';
import { email, hasErrors, password, required, type Errors } from '../forms/validation';
import { formMessages } from '../forms/i18n/messages';
import { createAccount, signIn, signOut, type NewAccount } from './accountSession';

import type { SignInField } from './signInState';

export type { SignInField } from './signInState';
export type CreateField = keyof NewAccount;

export function useAccount() {
  const signedIn = useBusState('customer:changed')?.signedIn ?? false;
  const t = formMessages.useT();
  const [customer, setCustomer] = useState<CustomerName | null>(null);
  const [checking, setChecking] = useState(true);
  const [busy, setBusy] = useState<'signin' | 'create' | 'signout' | null>(null);
  const [signInErrors, setSignInErrors] = useState<Errors<SignInField>>({});
  const [createErrors, setCreateErrors] = useState<Errors<CreateField>>({});
  const [formError, setFormError] = useState<{ form: 'signin' | 'create'; text: string } | null>(null);

  useEffect(() => {
    void loadCustomer().then((c) => {
      setCustomer(c);
      setChecking(false);
    });
  }, []);

  const handleSignIn = useCallback(
    async (values: Record<SignInField, string>) => {
      const errors: Errors<SignInField> = { email: email(values.email, t), password: values.password ? undefined : t('passwordRequired') };
      setSignInErrors(errors);
      setFormError(null);
      if (hasErrors(errors)) return;
      setBusy('signin');
      const res = await signIn(values.email.trim(), values.password);
      setBusy(null);
      if (res.error) setFormError({ form: 'signin', text: failureText(res.error) });
      else setCustomer(res.data);
    },
    [t],
  );

  const handleCreate = useCallback(
    async (values: NewAccount) => {
      const errors: Errors<CreateField> = {
        firstname: required(values.firstname, t('firstName'), t),
        lastname: required(values.lastname, t('lastName'), t),
        email: email(values.email, t),
        password: password(values.password, t),
      };
      setCreateErrors(errors);
      setFormError(null);
      if (hasErrors(errors)) return;
      setBusy('create');
      const res = await createAccount({ ...values, email: values.email.trim() });
      setBusy(null);
      if (res.error) setFormError({ form: 'create', text: failureText(res.error) });
      else setCustomer(res.data);
    },
    [t],
  );

  const handleSignOut = useCallback(async () => {
    setBusy('signout');
    await signOut();
    setBusy(null);
    setCustomer(null);
  }, []);

  return {
    signedIn: signedIn && customer !== null,
    customer,
    checking,
    busy,
    signInErrors,
    createErrors,
    formError,
    handleSignIn,
    handleCreate,
    handleSignOut,
    /** An edit saved elsewhere on the page (account details): the greeting shows the customer as now stored. */
    handleCustomerChanged: setCustomer,
  };
}
