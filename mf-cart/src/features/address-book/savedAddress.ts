import { presentItems } from '@tiles/shared';
import type { CustomerAddressInput, MfCartCustomerAddressFragment } from '../../gql/graphql';
import type { AddressForm } from '../address-form/address';

/** A saved address as the address book reads it (Magento's CustomerAddress). */
/** A saved address as the address book reads it (Magento's CustomerAddress), generated from addressBook.gql.ts. */
export type SavedAddress = MfCartCustomerAddressFragment & { id: number };
export const isSavedAddress = (a: MfCartCustomerAddressFragment): a is SavedAddress => a.id != null;

export interface Defaults {
  default_shipping: boolean;
  default_billing: boolean;
}

export const toAddressForm = (a: SavedAddress): AddressForm => ({
  firstname: a.firstname ?? '',
  lastname: a.lastname ?? '',
  street: a.street?.[0] ?? '',
  street2: a.street?.[1] ?? '',
  city: a.city ?? '',
  regionId: a.region?.region_id != null ? String(a.region.region_id) : '',
  postcode: a.postcode ?? '',
  telephone: a.telephone ?? '',
});

/** Magento's CustomerAddressInput for India. */
export const toCustomerAddressInput = (a: AddressForm, defaults: Defaults): CustomerAddressInput => ({
  firstname: a.firstname.trim(),
  lastname: a.lastname.trim(),
  street: [a.street.trim(), a.street2.trim()].filter(Boolean),
  city: a.city.trim(),
  region: { region_id: Number(a.regionId) },
  postcode: a.postcode.trim(),
  country_code: 'IN',
  telephone: a.telephone.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''),
  ...defaults,
});

/** One line for lists and radio labels: "Asha Patel, 12 MG Road, Pune, Maharashtra 411001". */
export const addressLine = (a: SavedAddress): string =>
  [
    `${a.firstname ?? ''} ${a.lastname ?? ''}`.trim(),
    ...presentItems(a.street),
    a.city,
    `${a.region?.region ?? ''} ${a.postcode ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');

/** The address checkout starts from: the default shipping one, else the first. */
export const preferredAddress = (list: SavedAddress[]): SavedAddress | undefined => list.find((a) => a.default_shipping) ?? list[0];
