import type { MfCartCheckoutFieldsFragment } from '../../gql/graphql';

/** Generated from checkout.gql.ts (codegen.mjs). */
export type CheckoutCart = MfCartCheckoutFieldsFragment;
type ShippingAddress = NonNullable<CheckoutCart['shipping_addresses'][number]>;
export type ShippingMethod = NonNullable<NonNullable<ShippingAddress['available_shipping_methods']>[number]>;

export const methodKey = (m: Pick<ShippingMethod, 'carrier_code' | 'method_code'>) => `${m.carrier_code}/${m.method_code ?? ''}`;
