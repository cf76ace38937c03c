import { presentItems } from '@tiles/shared';
import type { ListingResult } from './listing.gql';
import { FACET_CODES, type FacetCode, type ListingParams } from './listingParams';

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}
export interface Facet {
  code: FacetCode;
  label: string;
  options: FacetOption[];
}

/**
 * Facets from Magento's aggregations. Options come from the whole category (base) so that picking
 * one value keeps its siblings on offer (values within a facet are ORed); counts come from the
 * filtered result, except inside a facet the shopper already narrowed, where the category count is
 * what picking another value would add.
 */
export function buildFacets(data: ListingResult, applied: ListingParams): Facet[] {
  const filtered = new Map(presentItems(data.products?.aggregations).map((a) => [a.attribute_code, a]));
  const facets: Facet[] = [];
  for (const base of presentItems(data.base?.aggregations)) {
    const code = base.attribute_code as FacetCode;
    if (!(FACET_CODES as readonly string[]).includes(code)) continue;
    const selected = applied.facets[code] ?? [];
    const narrowed = selected.length > 0;
    const options = presentItems(base.options)
      .map((o) => {
        const count = (narrowed ? o.count : presentItems(filtered.get(code)?.options).find((f) => f.value === o.value)?.count) ?? 0;
        return { value: o.value, label: o.label ?? o.value, count, selected: selected.includes(o.value) };
      })
      .filter((o) => o.count > 0 || o.selected);
    if (options.length > 1 || narrowed) facets.push({ code, label: base.label ?? code, options });
  }
  return facets;
}
