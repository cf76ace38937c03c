const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });

/** ₹ amounts the Indian way (₹1,23,456.50). */
export const formatInr = (value: number): string => inr.format(value);
