import { useCallback, useEffect, useState } from 'react';
import { useNavigate, failureText } from '@tiles/shared';
import { PATHS, presentItems, runOperation, unreadableAnswer } from '@tiles/shared';
import { publishCart } from '../cart-identity/cartSession';
import { clearCartData, clearCartId, readToken } from '../cart-identity/tokenStore';
import { cartItems } from '../cart-identity/types';
import { email as checkEmail, hasErrors, type Errors } from '../forms/validation';
import { formMessages } from '../forms/i18n/messages';
import { checkoutMessages } from './i18n/messages';
import { addressFormMessages } from '../address-form/i18n/messages';
import { EMPTY_ADDRESS, toCartAddress, validateAddress, type AddressField, type AddressForm } from '../address-form/address';
import {
  CHECKOUT_CART,
  PLACE_ORDER,
  SET_BILLING_ADDRESS,
  SET_GUEST_EMAIL,
  SET_PAYMENT_METHOD,
  SET_SHIPPING_ADDRESS,
  SET_SHIPPING_ADDRESS_FROM_BOOK,
  SET_SHIPPING_METHOD,
} from './checkout.gql';
import { loadAddresses } from '../address-book/addressBookCalls';
import { preferredAddress, toAddressForm, type SavedAddress } from '../address-book/savedAddress';
import { onCart } from './checkoutCalls';
import { offeredRegions, type Region } from '../address-form/regions';
import { INDIA_REGIONS } from '../address-form/addressForm.gql';
import { methodKey, type CheckoutCart } from './types';

export type DetailsField = 'shippingMethod' | 'payment';

export function useCheckout() {
  const form = formMessages.useT();
  const t = checkoutMessages.useT();
  const addressT = addressFormMessages.useT();
  const navigate = useNavigate();
  const isGuest = readToken() === null;
  const [cart, setCart] = useState<CheckoutCart | null>(null);
  const [loading, setLoading] = useState(true);
  const [regions, setRegions] = useState<Region[]>([]);
  const [step, setStep] = useState<'address' | 'details'>('address');
  const [email, setEmail] = useState('');
  const [shipping, setShipping] = useState<AddressForm>(EMPTY_ADDRESS);
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<AddressForm>(EMPTY_ADDRESS);
  const [shippingMethod, setShippingMethod] = useState('');
  const [payment, setPayment] = useState('');
  const [errors, setErrors] = useState<{
    email?: string;
    shipping: Errors<AddressField>;
    billing: Errors<AddressField>;
    details: Errors<DetailsField>;
  }>({ shipping: {}, billing: {}, details: {} });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [savedAddresses, setSavedAddresses] = useState<SavedAddress[]>([]);
  /** The saved address to ship to, or 'new' for the form. */
  const [savedId, setSavedId] = useState<number | 'new'>('new');

  const handleSavedAddress = useCallback(
    (id: number | 'new') => {
      setSavedId(id);
      const saved = savedAddresses.find((a) => a.id === id);
      setShipping(saved ? toAddressForm(saved) : EMPTY_ADDRESS);
    },
    [savedAddresses],
  );

  useEffect(() => {
    void Promise.all([onCart(CHECKOUT_CART), runOperation(INDIA_REGIONS)]).then(async ([c, r]) => {
      const loaded = c.data?.cart;
      if (loaded) {
        setCart(loaded);
        if (loaded.email) setEmail(loaded.email);
      } else setFormError(failureText(c.error ?? (await unreadableAnswer()).error));
      if (r.data) setRegions(offeredRegions(r.data));
      setLoading(false);
    });
    // A signed-in customer starts from the default shipping address of the address book.
    if (!isGuest) {
      void loadAddresses().then((res) => {
        const start = res.data && preferredAddress(res.data);
        if (!res.data || !start) return;
        setSavedAddresses(res.data);
        setSavedId(start.id);
        setShipping(toAddressForm(start));
      });
    }
  }, [isGuest]);

  const methods = presentItems(cart?.shipping_addresses[0]?.available_shipping_methods).filter((m) => m.available !== false);

  const handleAddressSubmit = useCallback(async () => {
    const fromBook = savedId !== 'new';
    const next = {
      email: isGuest ? checkEmail(email, form) : undefined,
      shipping: fromBook ? {} : validateAddress(shipping, form, addressT),
      billing: {},
      details: {},
    };
    setErrors(next);
    setFormError(null);
    if (next.email || hasErrors(next.shipping)) return;
    setBusy(true);
    const mail = isGuest ? await onCart(SET_GUEST_EMAIL, { email: email.trim() }) : null;
    const res = mail?.error
      ? mail
      : fromBook
        ? await onCart(SET_SHIPPING_ADDRESS_FROM_BOOK, { addressId: savedId })
        : await onCart(SET_SHIPPING_ADDRESS, { address: toCartAddress(shipping) });
    setBusy(false);
    if (res.error) return setFormError(failureText(res.error));
    const updated = 'setShippingAddressesOnCart' in res.data ? res.data.setShippingAddressesOnCart?.cart : null;
    if (!updated) return setFormError(failureText((await unreadableAnswer()).error));
    setCart(updated);
    const first = presentItems(updated.shipping_addresses[0]?.available_shipping_methods).find((m) => m.available !== false);
    setShippingMethod((cur) => cur || (first ? methodKey(first) : ''));
    setStep('details');
  }, [email, shipping, isGuest, savedId, form, addressT]);

  const handlePlaceOrder = useCallback(async () => {
    const details: Errors<DetailsField> = {
      shippingMethod: shippingMethod ? undefined : t('chooseMethod'),
      payment: payment ? undefined : t('choosePayment'),
    };
    const billingErrors = billingSame ? {} : validateAddress(billing, form, addressT);
    setErrors((e) => ({ ...e, details, billing: billingErrors }));
    setFormError(null);
    if (hasErrors(details) || hasErrors(billingErrors)) return;
    setBusy(true);
    const [carrier, method] = shippingMethod.split('/');
    const steps = [
      () => onCart(SET_SHIPPING_METHOD, { carrier, method }),
      () => onCart(SET_BILLING_ADDRESS, { billing: billingSame ? { same_as_shipping: true } : { address: toCartAddress(billing) } }),
      () => onCart(SET_PAYMENT_METHOD, { code: payment }),
    ];
    for (const run of steps) {
      const res = await run();
      if (res.error) {
        setBusy(false);
        return setFormError(failureText(res.error));
      }
    }
    const placed = await onCart(PLACE_ORDER);
    setBusy(false);
    const order = placed.data?.placeOrder?.order;
    if (!order)
      return setFormError((placed.error && failureText(placed.error)) ?? placed.data?.placeOrder?.errors[0]?.message ?? t('orderFailed'));
    // The ordered cart is closed on the server; the next add starts a new one.
    clearCartId();
    clearCartData();
    publishCart(null, 'ordered');
    navigate(PATHS.orderSuccess, { state: { orderNumber: order.order_number } });
  }, [shippingMethod, payment, billingSame, billing, navigate, form, t, addressT]);

  return {
    cart,
    items: cartItems(cart),
    loading,
    regions,
    step,
    isGuest,
    email,
    shipping,
    billingSame,
    billing,
    methods,
    shippingMethod,
    payment,
    savedAddresses,
    savedId,
    payments: presentItems(cart?.available_payment_methods),
    errors,
    formError,
    busy,
    handleEmail: setEmail,
    handleShipping: setShipping,
    handleBillingSame: setBillingSame,
    handleBilling: setBilling,
    handleShippingMethod: setShippingMethod,
    handlePayment: setPayment,
    handleAddressSubmit,
    handlePlaceOrder,
    handleEditAddress: () => setStep('address'),
    handleSavedAddress,
  };
}
