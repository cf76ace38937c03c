const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** MRP per sq.ft as the store shows it, e.g. "₹54/sq.ft". */
export const formatPricePerSqft = (value: number): string => `${inr.format(value).replace(/\.00$/, '')}/sq.ft`;
