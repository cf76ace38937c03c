import type { MfCartCheckoutFieldsFragment, MfCartIndiaRegionsQuery } from '../../gql/graphql';

/** Generated from checkout.gql.ts (codegen.mjs). */
export type CheckoutCart = MfCartCheckoutFieldsFragment;
type ShippingAddress = NonNullable<CheckoutCart['shipping_addresses'][number]>;
export type ShippingMethod = NonNullable<NonNullable<ShippingAddress['available_shipping_methods']>[number]>;
type RegionData = NonNullable<NonNullable<NonNullable<MfCartIndiaRegionsQuery['country']>['available_regions']>[number]>;
/** A region the address forms can offer: id and name are nullable in the schema. */
export type Region = RegionData & { id: number; name: string };
export const offeredRegions = (answer: MfCartIndiaRegionsQuery): Region[] =>
  (answer.country?.available_regions ?? []).flatMap((r) => (r?.id != null && r.name ? [{ ...r, id: r.id, name: r.name }] : []));

export const methodKey = (m: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) => `${m.carrier_code}/${m.method_code ?? ''}`;
