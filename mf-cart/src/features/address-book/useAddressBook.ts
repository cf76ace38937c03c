import { useCallback, useEffect, useState } from 'react';
import { runOperation, failureText } from '@tiles/shared';
import { hasErrors, type Errors } from '../forms/validation';
import { EMPTY_ADDRESS, validateAddress, type AddressField, type AddressForm } from '../address-form/address';
import { INDIA_REGIONS } from '../address-form/addressForm.gql';
import { offeredRegions, type Region } from '../address-form/regions';
import { deleteAddress, loadAddresses, saveAddress } from './addressBookCalls';
import { toAddressForm, toCustomerAddressInput, type Defaults, type SavedAddress } from './savedAddress';
import { addressBookMessages } from './i18n/messages';
import { formMessages } from '../forms/i18n/messages';
import { addressFormMessages } from '../address-form/i18n/messages';

/** The address book in /account: list, add, edit, delete, and the default shipping and billing addresses. */
export function useAddressBook() {
  const t = addressBookMessages.useT();
  const formT = formMessages.useT();
  const addressT = addressFormMessages.useT();
  const [addresses, setAddresses] = useState<SavedAddress[]>([]);
  const [regions, setRegions] = useState<Region[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [form, setForm] = useState<AddressForm>(EMPTY_ADDRESS);
  const [defaults, setDefaults] = useState<Defaults>({ default_shipping: false, default_billing: false });
  const [errors, setErrors] = useState<Errors<AddressField>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    const res = await loadAddresses();
    if (res.error) setMessage(failureText(res.error));
    else setAddresses(res.data);
  }, []);

  useEffect(() => {
    void Promise.all([reload(), runOperation(INDIA_REGIONS)]).then(([, r]) => {
      if (r.data) setRegions(offeredRegions(r.data));
      setLoading(false);
    });
  }, [reload]);

  const handleNew = useCallback(() => {
    setEditing('new');
    setForm(EMPTY_ADDRESS);
    // The first saved address becomes the default for both, as a shopper expects.
    setDefaults({ default_shipping: addresses.length === 0, default_billing: addresses.length === 0 });
    setErrors({});
    setMessage(null);
  }, [addresses.length]);

  const handleEdit = useCallback((a: SavedAddress) => {
    setEditing(a.id);
    setForm(toAddressForm(a));
    setDefaults({ default_shipping: a.default_shipping ?? false, default_billing: a.default_billing ?? false });
    setErrors({});
    setMessage(null);
  }, []);

  const handleSave = useCallback(async () => {
    const found = validateAddress(form, formT, addressT);
    setErrors(found);
    if (hasErrors(found) || editing === null) return;
    setBusy(true);
    const res = await saveAddress(editing === 'new' ? null : editing, toCustomerAddressInput(form, defaults));
    if (res.error) setMessage(failureText(res.error));
    else {
      setEditing(null);
      setMessage(t(editing === 'new' ? 'saved' : 'updated'));
      await reload();
    }
    setBusy(false);
  }, [form, defaults, editing, reload, t, formT, addressT]);

  const handleDelete = useCallback(
    async (a: SavedAddress) => {
      setBusy(true);
      const res = await deleteAddress(a.id);
      setMessage(res.error ? failureText(res.error) : t('deleted'));
      if (!res.error) await reload();
      setBusy(false);
    },
    [reload, t],
  );

  return {
    addresses,
    regions,
    loading,
    editing,
    form,
    defaults,
    errors,
    message,
    busy,
    handleNew,
    handleEdit,
    handleSave,
    handleDelete,
    handleForm: setForm,
    handleDefaults: setDefaults,
    handleCancel: () => setEditing(null),
  };
}
