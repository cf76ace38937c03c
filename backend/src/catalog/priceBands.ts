/** The price facet's bands in ₹ per sq.ft, lower bound included, upper excluded (the last reads "₹150 and above"). */
export const PRICE_BANDS: [number, number][] = [
  [0, 50],
  [50, 100],
  [100, 150],
  [150, 1000],
];
