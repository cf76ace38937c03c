import type { MoneyValue } from '../cart-identity/types';
import { currentLanguage } from '@tiles/shared';

export interface OrderAddress { firstname: string; lastname: string; street: string[]; city: string; region: string | null; postcode: string | null; telephone: string | null }

/** A placed order as /account reads it (Magento's CustomerOrder). */
export interface CustomerOrder {
  number: string;
  order_date: string;
  status: string;
  shipping_method: string | null;
  payment_methods: { name: string }[] | null;
  items: { id: string; product_name: string; product_sku: string; quantity_ordered: number; product_sale_price: MoneyValue }[];
  total: { subtotal: MoneyValue; discounts: { label: string; amount: MoneyValue }[] | null; total_shipping: MoneyValue; total_tax: MoneyValue; grand_total: MoneyValue };
  shipping_address: OrderAddress | null;
  billing_address: OrderAddress | null;
}

export const orderAddressLine = (a: OrderAddress): string =>
  [`${a.firstname} ${a.lastname}`, ...a.street, a.city, `${a.region ?? ''} ${a.postcode ?? ''}`.trim()].filter(Boolean).join(', ');

/** "23 Nov 2026" from Magento's "2026-11-23 21:40:00" (UTC). */
export const orderDay = (date: string): string =>
  new Date(`${date.replace(' ', 'T')}Z`).toLocaleDateString(currentLanguage().speech, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
