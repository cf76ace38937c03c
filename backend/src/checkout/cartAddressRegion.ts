import { inputError } from '../errors';
import { findRegion, INDIA_REGIONS } from './regions';

/** The countries a cart address may name: this store delivers within India only (Magento's general/country/allow). */
const ALLOWED_COUNTRIES = ['IN'];

/**
 * Magento 2.4.7's checks of a new cart address before its address validator runs (QuoteGraphQl QuoteAddressFactory,
 * with its messages): the country must be one the store allows; India requires a region, so one of region and
 * region_id must be given; a region_id must be one of the country's regions and, when the region is also written
 * out, the region that text names. A region written out without an id is looked up by the validator
 * (toCartAddress), which answers Magento's '"regionId" is required.' when it names no region.
 */
export function checkCartAddressRegion(input: { country_code?: string | null; region?: string | null; region_id?: number | null }): void {
  const country = String(input.country_code ?? '')
    .trim()
    .toUpperCase();
  if (!ALLOWED_COUNTRIES.includes(country)) throw inputError('Country is not available');
  const text = input.region?.trim();
  if (!input.region_id && !text) throw inputError('Region is required.');
  if (!input.region_id) return;
  const byId = INDIA_REGIONS.find((r) => r.id === input.region_id);
  // Magento filters the country's regions by the code written out; this store also takes the region's name or id.
  const named = text ? findRegion({ region: text }) : byId;
  if (!byId || named?.id !== byId.id) throw inputError('The region_id does not match the selected country or region');
}
