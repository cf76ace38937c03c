import { zoneFor } from '../cart/pricing';

/** Orders at or above this (after discounts, GST included) ship free. */
export const FREE_SHIPPING_THRESHOLD = 25000;

export interface ShippingMethod {
  carrier_code: string;
  carrier_title: string;
  method_code: string;
  method_title: string;
  amount: number;
}

/**
 * Offline carriers with Magento's codes: flatrate charges the pincode zone's flat freight (cart/pricing.ts);
 * freeshipping is offered once the order reaches FREE_SHIPPING_THRESHOLD.
 */
export function shippingMethodsFor(pincode: string | null | undefined, subtotalWithDiscount: number): ShippingMethod[] {
  const zone = zoneFor(pincode);
  const methods: ShippingMethod[] = [
    {
      carrier_code: 'flatrate',
      carrier_title: 'Flat Rate',
      method_code: 'flatrate',
      method_title: `Zone delivery: ${zone.name}`,
      amount: zone.shipping,
    },
  ];
  if (subtotalWithDiscount >= FREE_SHIPPING_THRESHOLD) {
    methods.unshift({
      carrier_code: 'freeshipping',
      carrier_title: 'Free Shipping',
      method_code: 'freeshipping',
      method_title: 'Free',
      amount: 0,
    });
  }
  return methods;
}

export const methodKey = (m: { carrier_code: string; method_code: string }) => `${m.carrier_code}/${m.method_code}`;
