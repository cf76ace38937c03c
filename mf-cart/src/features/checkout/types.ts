import type { CartData, MoneyValue } from '../cart-identity/types';

export interface ShippingMethod {
  carrier_code: string;
  carrier_title: string;
  method_code: string | null;
  method_title: string | null;
  available?: boolean;
  amount: MoneyValue;
}

export interface CheckoutCart extends CartData {
  shipping_addresses: ({ available_shipping_methods: ShippingMethod[] | null; selected_shipping_method: ShippingMethod | null } | null)[];
  available_payment_methods: { code: string; title: string }[] | null;
  selected_payment_method: { code: string; title: string } | null;
}

export interface Region {
  id: number;
  code: string;
  name: string;
}

export const methodKey = (m: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) => `${m.carrier_code}/${m.method_code ?? ''}`;
