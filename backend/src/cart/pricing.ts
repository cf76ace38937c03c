import { pricePerBox } from '../catalog/productModel';
import type { TileProduct } from '../seed/products';
import { isPincode } from '../../../shared/src/pincode/rule';

// One pincode rule for the store: the shared module the remotes use, imported, not copied.
export { isPincode } from '../../../shared/src/pincode/rule';

/**
 * Delivery zones by the first digit of an Indian PIN code (the postal regions). The factory is in Morbi, Gujarat
 * (PIN 3xxxxx), so freight and dealer margins grow with distance from it.
 * `priceFactor` multiplies the catalogue MRP per box. It is never above 1: MRP is the legal maximum (GST included),
 * so nearer zones get a lower price rather than farther zones a higher one.
 * `shipping` is the flat freight per order in that zone (see checkout/shipping.ts).
 */
export interface Zone {
  digit: number;
  name: string;
  priceFactor: number;
  shipping: number;
  /** Working days from the factory to the door by road: fewest and most. */
  days: [number, number];
}

const ZONES: Record<number, Omit<Zone, 'digit'>> = {
  1: { name: 'North (Delhi, Haryana, Punjab, Himachal, J&K)', priceFactor: 0.97, shipping: 600, days: [5, 7] },
  2: { name: 'North (Uttar Pradesh, Uttarakhand)', priceFactor: 0.97, shipping: 600, days: [5, 7] },
  3: { name: 'West (Gujarat, Rajasthan)', priceFactor: 0.92, shipping: 250, days: [2, 4] },
  4: { name: 'West (Maharashtra, Goa, Madhya Pradesh, Chhattisgarh)', priceFactor: 0.95, shipping: 400, days: [3, 5] },
  5: { name: 'South (Andhra Pradesh, Telangana, Karnataka)', priceFactor: 0.98, shipping: 650, days: [5, 8] },
  6: { name: 'South (Tamil Nadu, Kerala)', priceFactor: 0.98, shipping: 650, days: [5, 8] },
  7: { name: 'East (West Bengal, Odisha, North East)', priceFactor: 1, shipping: 800, days: [6, 9] },
  8: { name: 'East (Bihar, Jharkhand)', priceFactor: 1, shipping: 800, days: [6, 9] },
  9: { name: 'Army Postal Service', priceFactor: 1, shipping: 900, days: [8, 12] },
};

/** Without a pincode the cart is priced at MRP with the farthest zone's freight (a safe upper bound). */
export const NO_PINCODE_ZONE: Zone = { digit: 0, name: 'No pincode', priceFactor: 1, shipping: 900, days: [8, 12] };

export function zoneFor(pincode: string | null | undefined): Zone {
  if (!isPincode(pincode)) return NO_PINCODE_ZONE;
  const digit = Number(pincode[0]);
  return { digit, ...ZONES[digit] };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Price of one box delivered to the pincode: round(MRP per sq.ft x sq.ft per box, 2), then the zone factor, rounded to paise. */
export function boxPrice(product: TileProduct, pincode: string | null | undefined): number {
  return round2(pricePerBox(product) * zoneFor(pincode).priceFactor);
}

/** custom_price is accepted when it equals the server's price to the paisa. */
export const samePrice = (a: number, b: number) => Math.abs(a - b) < 0.005;

export { round2 };
