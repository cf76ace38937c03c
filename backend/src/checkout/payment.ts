/** Magento's offline payment methods enabled for this store. */
export const PAYMENT_METHODS = [
  { code: 'cashondelivery', title: 'Cash On Delivery', is_deferred: false },
  { code: 'banktransfer', title: 'Bank Transfer Payment', is_deferred: false },
] as const;

export const paymentMethod = (code: string | null | undefined) => PAYMENT_METHODS.find((m) => m.code === code);
