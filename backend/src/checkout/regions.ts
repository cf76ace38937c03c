/** India's 28 states and 8 union territories (codes as ISO 3166-2:IN), the regions Magento lists for country IN. */
const STATES: [string, string][] = [
  ['AP', 'Andhra Pradesh'],
  ['AR', 'Arunachal Pradesh'],
  ['AS', 'Assam'],
  ['BR', 'Bihar'],
  ['CT', 'Chhattisgarh'],
  ['GA', 'Goa'],
  ['GJ', 'Gujarat'],
  ['HR', 'Haryana'],
  ['HP', 'Himachal Pradesh'],
  ['JH', 'Jharkhand'],
  ['KA', 'Karnataka'],
  ['KL', 'Kerala'],
  ['MP', 'Madhya Pradesh'],
  ['MH', 'Maharashtra'],
  ['MN', 'Manipur'],
  ['ML', 'Meghalaya'],
  ['MZ', 'Mizoram'],
  ['NL', 'Nagaland'],
  ['OR', 'Odisha'],
  ['PB', 'Punjab'],
  ['RJ', 'Rajasthan'],
  ['SK', 'Sikkim'],
  ['TN', 'Tamil Nadu'],
  ['TG', 'Telangana'],
  ['TR', 'Tripura'],
  ['UP', 'Uttar Pradesh'],
  ['UT', 'Uttarakhand'],
  ['WB', 'West Bengal'],
];
const UNION_TERRITORIES: [string, string][] = [
  ['AN', 'Andaman and Nicobar Islands'],
  ['CH', 'Chandigarh'],
  ['DH', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['DL', 'Delhi'],
  ['JK', 'Jammu and Kashmir'],
  ['LA', 'Ladakh'],
  ['LD', 'Lakshadweep'],
  ['PY', 'Puducherry'],
];

export interface Region {
  id: number;
  code: string;
  name: string;
}

/** Stable ids: the order above never changes; new entries are appended. */
export const INDIA_REGIONS: Region[] = [...STATES, ...UNION_TERRITORIES].map(([code, name], i) => ({ id: 569 + i, code, name }));

export const INDIA = {
  id: 'IN',
  two_letter_abbreviation: 'IN',
  three_letter_abbreviation: 'IND',
  full_name_locale: 'India',
  full_name_english: 'India',
  available_regions: INDIA_REGIONS,
};

/** A region by its id, or by its code, name or id written as text (Magento's region field takes all three). */
export function findRegion(ref: { region_id?: number | null; region?: string | null }): Region | undefined {
  if (ref.region_id) return INDIA_REGIONS.find((r) => r.id === ref.region_id);
  const wanted = ref.region?.trim().toLowerCase();
  if (wanted && /^\d+$/.test(wanted)) return INDIA_REGIONS.find((r) => r.id === Number(wanted));
  return wanted ? INDIA_REGIONS.find((r) => r.code.toLowerCase() === wanted || r.name.toLowerCase() === wanted) : undefined;
}
