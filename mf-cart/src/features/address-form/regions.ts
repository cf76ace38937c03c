import type { MfCartIndiaRegionsQuery } from '../../gql/graphql';

type RegionData = NonNullable<NonNullable<NonNullable<MfCartIndiaRegionsQuery['country']>['available_regions']>[number]>;
/** A region the address forms can offer: id and name are nullable in the schema. */
export type Region = RegionData & { id: number; name: string };
export const offeredRegions = (answer: MfCartIndiaRegionsQuery): Region[] =>
  (answer.country?.available_regions ?? []).flatMap((r) => (r?.id != null && r.name ? [{ ...r, id: r.id, name: r.name }] : []));
