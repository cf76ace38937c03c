import type { MfCartOrderDetailFragment } from '../../gql/graphql';
import { currentLanguage } from '@tiles/shared';

/** A placed order as its views read it (Magento's CustomerOrder): the fragment in orderHistory.gql.ts. */
export type CustomerOrder = MfCartOrderDetailFragment;
export type OrderAddress = NonNullable<CustomerOrder['shipping_address']>;

export const orderAddressLine = (a: OrderAddress): string =>
  [`${a.firstname} ${a.lastname}`, ...a.street, a.city, `${a.region ?? ''} ${a.postcode ?? ''}`.trim()].filter(Boolean).join(', ');

/** "23 Nov 2026" from Magento's "2026-11-23 21:40:00" (UTC). */
export const orderDay = (date: string): string =>
  new Date(`${date.replace(' ', 'T')}Z`).toLocaleDateString(currentLanguage().speech, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
